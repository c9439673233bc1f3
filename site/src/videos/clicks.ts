// The landing page's video cards act on a click; what that takes loads on the first one, so a
// visitor who never presses play downloads none of it.
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const feature = target.closest?.<HTMLButtonElement>('[data-feature-video] button');
  if (feature) void import('./feature-cards').then((cards) => cards.toggle(feature));
  const workflow = target.closest?.<HTMLButtonElement>('button[data-workflow-video]');
  if (workflow) void import('./workflow-player').then((player) => player.open(workflow));
});
