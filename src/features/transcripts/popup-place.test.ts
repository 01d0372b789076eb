import { describe, expect, it } from 'vitest';
import { placePopup } from './popup-place';
import { anchorFrom } from './selection';

const view = { width: 1200, height: 800 };
const popup = { width: 300, height: 250 };
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('placePopup', () => {
  it('goes below the selection when the window has room', () => {
    const at = { x: 700, ...box(600, 100, 1100, 140) };
    expect(placePopup(at, popup, view)).toEqual({ left: 700, top: 148 });
  });

  it('goes above it when there is no room below', () => {
    const at = { x: 700, ...box(600, 500, 1100, 600) };
    expect(placePopup(at, popup, view)).toEqual({ left: 700, top: 242 });
  });

  it('goes beside it when it is too tall for either, left of it when the right has no room', () => {
    const tall = { x: 700, ...box(600, 200, 1100, 620) };
    expect(placePopup(tall, popup, view)).toEqual({ left: 292, top: 200 });
    const narrow = { x: 300, ...box(100, 200, 500, 620) };
    expect(placePopup(narrow, popup, view)).toEqual({ left: 508, top: 200 });
  });

  it('with no room anywhere, keeps to the window on the side with more room', () => {
    const huge = { x: 100, ...box(10, 100, 1190, 790) };
    expect(placePopup(huge, popup, view)).toEqual({ left: 100, top: 8 });
  });

  it('keeps inside the window horizontally', () => {
    const at = { x: 1100, ...box(1000, 100, 1150, 140) };
    expect(placePopup(at, popup, view).left).toBe(1200 - 300 - 8);
  });
});

describe('anchorFrom', () => {
  const clip = box(500, 100, 1100, 700);

  it('is the box of one line, ending where the last rect starts', () => {
    expect(anchorFrom([box(600, 200, 650, 220), box(655, 200, 700, 220)], clip)).toEqual({
      x: 655,
      ...box(600, 200, 700, 220),
    });
  });

  it('spans the column over several lines, cut to what is shown', () => {
    expect(anchorFrom([box(900, 80, 950, 100), box(520, 120, 560, 140)], clip)).toEqual({
      x: 520,
      ...box(500, 100, 1100, 140),
    });
  });

  it('is nothing without rects', () => {
    expect(anchorFrom([], clip)).toBeNull();
  });
});
