/**
 * Scrolls `container` the least that shows `item` whole (block: 'nearest'), and nothing else:
 * Element.scrollIntoView would scroll every scrolling ancestor, the page too.
 */
export function scrollIntoContainer(container: HTMLElement, item: HTMLElement, margin = 4): void {
  const box = container.getBoundingClientRect();
  // Hidden (the phone's chat view): nothing to show it in.
  if (box.height === 0) return;
  const target = item.getBoundingClientRect();
  const above = target.top - margin - box.top;
  const below = target.bottom + margin - box.bottom;
  // Taller than the box: its top first.
  if (above < 0 || target.height + 2 * margin > box.height) container.scrollTop += above;
  else if (below > 0) container.scrollTop += below;
}
