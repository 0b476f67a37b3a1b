import React, {useId, useState} from 'react';
import LazyPlayer from '@site/src/components/LazyPlayer';
import formControls from '@site/src/css/formControls.module.css';
import HydratedFieldset from '@site/src/components/HydratedFieldset';
import {TITLE_CARD, TITLE_CARD_ACCENTS} from '@site/src/remotion/titleCardConfig';
import styles from './HomePlayer.module.css';

/** The home page's live Player, with a title and an accent a visitor can change. */
export default function HomePlayer(): React.JSX.Element {
  const [title, setTitle] = useState<string>(TITLE_CARD.defaultProps.title);
  const [accentColor, setAccentColor] = useState<string>(TITLE_CARD.defaultProps.accentColor);
  const titleId = useId();
  return (
    <div className={styles.layout}>
      {/* Below the fold on phones: loading it with the page delayed the first paint of what is above. */}
      <LazyPlayer inputProps={{title, accentColor}} autoPlay loading="lazy" />
      <HydratedFieldset className={styles.controls}>
        <label htmlFor={titleId}>Text in the video</label>
        <input id={titleId} className={formControls.control} value={title} maxLength={40} onChange={(event) => setTitle(event.target.value)} />
        <div role="group" aria-label="Accent color" className={styles.swatches}>
          {TITLE_CARD_ACCENTS.map(({label, value}) => (
            <button
              key={value}
              type="button"
              className={styles.swatch}
              style={{backgroundColor: value}}
              aria-label={label}
              aria-pressed={accentColor === value}
              onClick={() => setAccentColor(value)}
            />
          ))}
        </div>
      </HydratedFieldset>
    </div>
  );
}
