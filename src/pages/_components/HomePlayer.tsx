import React, {useId, useState} from 'react';
import LazyPlayer from '@site/src/components/LazyPlayer';
import formControls from '@site/src/css/formControls.module.css';
import HydratedFieldset from '@site/src/components/HydratedFieldset';
import styles from './HomePlayer.module.css';

const ACCENTS = ['#0b84f3', '#1fbf75', '#f5a623', '#e5484d'] as const;

/** The home page's live Player, with a title and an accent a visitor can change. */
export default function HomePlayer(): React.JSX.Element {
  const [title, setTitle] = useState('Make videos programmatically');
  const [accentColor, setAccentColor] = useState<string>(ACCENTS[0]);
  const titleId = useId();
  return (
    <div className={styles.layout}>
      {/* Below the fold on phones: loading it with the page delayed the first paint of what is above. */}
      <LazyPlayer inputProps={{title, accentColor}} autoPlay loading="lazy" />
      <HydratedFieldset className={styles.controls}>
        <label htmlFor={titleId}>Text in the video</label>
        <input id={titleId} className={formControls.control} value={title} maxLength={40} onChange={(event) => setTitle(event.target.value)} />
        <div role="group" aria-label="Accent color" className={styles.swatches}>
          {ACCENTS.map((color) => (
            <button
              key={color}
              type="button"
              className={styles.swatch}
              style={{backgroundColor: color}}
              aria-label={`Accent color ${color}`}
              aria-pressed={accentColor === color}
              onClick={() => setAccentColor(color)}
            />
          ))}
        </div>
      </HydratedFieldset>
    </div>
  );
}
