import { describe, expect, it } from 'vitest';
import { mockMenu } from '@shop/mocks/fixtures/listings.ts';
import { aimDelay } from './menu-aim.ts';
import { activeSectionOf, menuToLevel } from './menu-tree.ts';

describe('menu depth', () => {
  it('keeps sections, groups and leaves up to options.maxLevel', () => {
    const [tools] = menuToLevel(mockMenu.catalog, 3);
    expect(tools?.children[0]?.children.map((leaf) => leaf.name)).toEqual(['Дрели', 'Шуруповёрты']);
    const [shallow] = menuToLevel(mockMenu.catalog, 2);
    expect(shallow?.children.map((group) => group.children.length)).toEqual([0, 0]);
    expect(menuToLevel(mockMenu.catalog, 1).every((section) => section.children.length === 0)).toBe(true);
  });

  it('opens on the saved section, or the first when none is saved', () => {
    expect(activeSectionOf({ ...mockMenu, activeSection: 20 })).toBe(20);
    expect(activeSectionOf({ ...mockMenu, activeSection: null })).toBe(12);
    expect(activeSectionOf({ ...mockMenu, activeSection: 999 })).toBe(12);
  });
});

describe('menu aim', () => {
  // Sections 0–300 wide, 0–400 high; the submenu opens to the right.
  const menu = { left: 0, top: 0, right: 300, bottom: 400 };

  it('waits 300 ms while the pointer heads right for the submenu', () => {
    expect(
      aimDelay(
        menu,
        [
          { x: 100, y: 100 },
          { x: 140, y: 110 },
          { x: 180, y: 120 },
        ],
        null,
      ),
    ).toBe(300);
  });

  it('switches at once when the pointer moves down the sections or away from the submenu', () => {
    expect(
      aimDelay(
        menu,
        [
          { x: 150, y: 100 },
          { x: 150, y: 140 },
          { x: 150, y: 180 },
        ],
        null,
      ),
    ).toBe(0);
    expect(
      aimDelay(
        menu,
        [
          { x: 200, y: 100 },
          { x: 160, y: 110 },
          { x: 120, y: 120 },
        ],
        null,
      ),
    ).toBe(0);
  });

  it('heads for the submenu within the 75 px tolerance above its top', () => {
    // Up and right, aiming at a point 60 px above the menu's top corner: still the submenu.
    expect(
      aimDelay(
        menu,
        [
          { x: 200, y: 40 },
          { x: 250, y: 20 },
        ],
        null,
      ),
    ).toBe(300);
    // Steeply up and right, past the tolerance: not the submenu.
    expect(
      aimDelay(
        menu,
        [
          { x: 200, y: 100 },
          { x: 210, y: 20 },
        ],
        null,
      ),
    ).toBe(0);
  });

  it('does not wait twice at the same place, nor for a pointer that came from outside', () => {
    const positions = [
      { x: 100, y: 100 },
      { x: 180, y: 120 },
    ];
    expect(aimDelay(menu, positions, { x: 180, y: 120 })).toBe(0);
    expect(
      aimDelay(
        menu,
        [
          { x: 400, y: 100 },
          { x: 180, y: 120 },
        ],
        null,
      ),
    ).toBe(0);
  });
});
