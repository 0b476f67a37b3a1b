// npm run demos:fallbacks — draws each API demo at its default settings into
// static/img/api-demos/<name>.svg: the image its page shows before the demo
// loads and to readers without JavaScript. Run it after changing a demo's
// defaults or its plot; tests/unit/apiDemos.spec.ts fails while an image is stale.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEMO_MODELS} from '../src/components/ApiDemo/models';

const OUT_DIR = join(__dirname, '..', 'static', 'img', 'api-demos');

for (const [name, model] of Object.entries(DEMO_MODELS)) {
  writeFileSync(join(OUT_DIR, `${name}.svg`), model.fallbackSvg());
  console.log(`static/img/api-demos/${name}.svg`);
}
