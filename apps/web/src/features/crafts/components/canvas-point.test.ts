import { describe, expect, it } from 'vitest';
import { canvasPoint } from './canvas-point';

const picture = { width: 800, height: 400 };

describe('where a pointer falls on the drawing', () => {
  it('is the same point when the canvas is shown at its own size', () => {
    const rect = { left: 20, top: 100, width: 800, height: 400 };
    expect(canvasPoint(20, 100, rect, picture)).toEqual({ x: 0, y: 0 });
    expect(canvasPoint(420, 300, rect, picture)).toEqual({ x: 400, y: 200 });
    expect(canvasPoint(820, 500, rect, picture)).toEqual({ x: 800, y: 400 });
  });

  it('scales by the shown size against the picture size on a smaller screen', () => {
    const rect = { left: 10, top: 50, width: 400, height: 200 };
    expect(canvasPoint(110, 100, rect, picture)).toEqual({ x: 200, y: 100 });
    expect(canvasPoint(410, 250, rect, picture)).toEqual({ x: 800, y: 400 });
  });

  it('maps a phone’s taller 4:3 pad onto the middle of the picture', () => {
    // 324 px wide, 243 px tall: the picture's middle 533×400 part, scaled to fit
    const rect = { left: 33, top: 400, width: 324, height: 243 };
    const scale = 243 / 400;
    const corner = canvasPoint(33, 400, rect, picture);
    expect(corner.x).toBeCloseTo(400 - 162 / scale);
    expect(corner.y).toBeCloseTo(0);
    expect(canvasPoint(33 + 162, 400 + 121.5, rect, picture)).toEqual({ x: 400, y: 200 });
    const far = canvasPoint(33 + 324, 400 + 243, rect, picture);
    expect(far.x).toBeCloseTo(400 + 162 / scale);
    expect(far.y).toBeCloseTo(400);
    // a stroke keeps its shape: equal moves across and down are equal in the picture
    const across =
      canvasPoint(33 + 100, 400 + 50, rect, picture).x - canvasPoint(33, 400, rect, picture).x;
    const down =
      canvasPoint(33, 400 + 100, rect, picture).y - canvasPoint(33, 400, rect, picture).y;
    expect(across).toBeCloseTo(down);
  });

  it('maps a square pad onto the middle square of the picture', () => {
    const rect = { left: 0, top: 0, width: 300, height: 300 };
    expect(canvasPoint(0, 0, rect, picture)).toEqual({ x: 200, y: 0 });
    expect(canvasPoint(300, 300, rect, picture)).toEqual({ x: 600, y: 400 });
  });
});
