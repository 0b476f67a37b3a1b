// Code samples with hover types (src/plugins/snippet-types) load the hover
// code and the sample's types on the first sign of interest: the pointer
// over a sample, or the focus in one. Until then a page carries neither.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SAMPLE_TYPES_ATTRIBUTE} from '../components/SampleTypes/attribute';

function onIntent(event: Event): void {
  const sample = (event.target as Element | null)?.closest?.(`[${SAMPLE_TYPES_ATTRIBUTE}]`);
  if (!sample) return;
  document.removeEventListener('pointerover', onIntent);
  document.removeEventListener('focusin', onIntent);
  void import('../components/SampleTypes/hover').then(({startHoverTypes}) => startHoverTypes(event));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('pointerover', onIntent, {passive: true});
  document.addEventListener('focusin', onIntent);
}
