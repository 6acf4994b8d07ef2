type Rect = { left: number; top: number; width: number; height: number };
type Size = { width: number; height: number };

/**
 * Where a pointer at (`clientX`, `clientY`) falls in a canvas's own pixels, for a canvas shown at
 * another size than its backing store with `object-fit: cover`: the picture is scaled by the larger
 * of the two ratios and centred, so a shown area narrower than the picture is its middle part.
 * `rect` is the canvas's box on screen (getBoundingClientRect), `backing` its width and height.
 */
export function canvasPoint(clientX: number, clientY: number, rect: Rect, backing: Size) {
  const scale = Math.max(rect.width / backing.width, rect.height / backing.height);
  if (!scale) return { x: 0, y: 0 };
  const left = rect.left + (rect.width - backing.width * scale) / 2;
  const top = rect.top + (rect.height - backing.height * scale) / 2;
  return { x: (clientX - left) / scale, y: (clientY - top) / scale };
}
