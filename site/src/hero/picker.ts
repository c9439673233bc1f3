// The hidden hero picker (see boot.ts): four buttons in a small panel at the bottom right of the
// page, above everything else. Plain DOM, loaded on demand.
import { ANIMATION_NAMES, ANIMATION_TYPES, type AnimationType } from '@nodal/shared/hero';

/** Opens the picker with `current` pressed; `onChoose` runs for each pick. Returns the close function. */
export function openPicker(current: AnimationType, onChoose: (type: AnimationType) => void): () => void {
  const panel = document.createElement('div');
  panel.className =
    'fixed right-4 bottom-4 z-[95] rounded-xl border border-white/15 bg-navy-900/90 p-3 text-sm text-white shadow-lift backdrop-blur';
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-label', 'Hero animation picker');
  panel.dataset.heroPicker = '';
  const title = document.createElement('p');
  title.className = 'mb-2 text-xs font-semibold tracking-wide text-slate-300 uppercase';
  title.textContent = 'Hero animation';
  const list = document.createElement('div');
  list.className = 'flex flex-col gap-1';
  const buttons = ANIMATION_TYPES.map((type) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'rounded-md px-2.5 py-1.5 text-left hover:bg-white/10 aria-pressed:bg-brand-500/30';
    button.textContent = ANIMATION_NAMES[type];
    button.addEventListener('click', () => {
      press(type);
      onChoose(type);
    });
    return button;
  });
  const press = (type: AnimationType) =>
    buttons.forEach((b, i) => b.setAttribute('aria-pressed', String(ANIMATION_TYPES[i] === type)));
  press(current);
  list.append(...buttons);
  panel.append(title, list);
  document.body.append(panel);
  return () => panel.remove();
}
