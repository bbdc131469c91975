import { useState } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useCatalogueMenu, useSaveMenuSection } from '../api/menu-api.ts';
import { activeSectionOf, menuToLevel } from '../menu-tree.ts';
import type { MenuGroup, MenuSection } from '../menu-tree.ts';
import { menuTexts } from '../texts.ts';
import { MarksPanel } from './marks-panel.tsx';
import { MenuStatus } from './menu-status.tsx';
import styles from './menu.module.css';
import { Link } from '@/components/link.tsx';

type Level = { kind: 'sections' } | { kind: 'section'; section: MenuSection } | { kind: 'group'; group: MenuGroup } | { kind: 'brands' };

const titleOf = (level: Level) =>
  level.kind === 'section'
    ? level.section.name
    : level.kind === 'group'
      ? level.group.name
      : level.kind === 'brands'
        ? menuTexts.brands
        : menuTexts.open;

/** A row that opens the next level: its name and '›'. */
function NextLevel({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <button type="button" className={styles.levelRow} onClick={onOpen}>
      <span>{name}</span>
      <span aria-hidden="true">›</span>
    </button>
  );
}

/** The first row of a section's or a group's level: all of its goods. */
function AllOf({ item }: { item: { url: string; name: string } }) {
  return (
    <li>
      <Link to={item.url} className={`${styles.levelRow} ${styles.levelAll}`}>
        {menuTexts.allOf(item.name)}
      </Link>
    </li>
  );
}

/**
 * The mobile catalogue (catalogue.md §4 "On mobile the menu is a level-by-level list"): sections,
 * then a section's groups, then a group's leaves, each level with its way back. Opening a section
 * makes it the active one, saved on the server; the list marks it.
 */
export function MobileMenuSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const siteVersion = useAppSelector(selectSiteVersion);
  const menu = useCatalogueMenu(siteVersion, open);
  const save = useSaveMenuSection();
  const [stack, setStack] = useState<Level[]>([{ kind: 'sections' }]);
  const level = stack.at(-1) ?? { kind: 'sections' };
  // Closed by a link followed: the next opening starts from the sections again.
  if (!open && stack.length > 1) setStack([{ kind: 'sections' }]);
  const close = () => {
    setStack([{ kind: 'sections' }]);
    onClose();
  };
  const push = (next: Level) => setStack([...stack, next]);
  const active = menu.data ? activeSectionOf(menu.data) : null;
  const sections = menu.data ? menuToLevel(menu.data.catalog, menu.data.options.maxLevel) : [];

  return (
    <Modal open={open} onClose={close} title={titleOf(level)} sheet>
      {stack.length > 1 ? (
        <button type="button" className={styles.back} onClick={() => setStack(stack.slice(0, -1))}>
          <span aria-hidden="true">‹ </span>
          {menuTexts.back}
        </button>
      ) : null}
      {!menu.isSuccess ? (
        <MenuStatus menu={menu} />
      ) : level.kind === 'sections' ? (
        <ul className={styles.levelList}>
          {sections.map((section) => (
            <li key={section.id}>
              {section.children.length > 0 ? (
                <button
                  type="button"
                  className={section.id === active ? `${styles.levelRow} ${styles.levelRowActive}` : styles.levelRow}
                  aria-current={section.id === active ? 'true' : undefined}
                  onClick={() => {
                    if (section.id !== menu.data?.activeSection) save.mutate(section.id);
                    push({ kind: 'section', section });
                  }}
                >
                  <span>{section.name}</span>
                  {section.id === active ? <span className="visually-hidden">, {menuTexts.chosen}</span> : null}
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <Link to={section.url} className={styles.levelRow}>
                  {section.name}
                </Link>
              )}
            </li>
          ))}
          <li>
            <NextLevel name={menuTexts.brands} onOpen={() => push({ kind: 'brands' })} />
          </li>
          <li>
            <Link to="/categories/" className={styles.levelRow}>
              {menuTexts.allCategories}
            </Link>
          </li>
        </ul>
      ) : level.kind === 'section' ? (
        <ul className={styles.levelList}>
          <AllOf item={level.section} />
          {level.section.children.map((group) => (
            <li key={group.id}>
              {group.children.length > 0 ? (
                <NextLevel name={group.name} onOpen={() => push({ kind: 'group', group })} />
              ) : (
                <Link to={group.url} className={styles.levelRow}>
                  {group.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : level.kind === 'group' ? (
        <ul className={styles.levelList}>
          <AllOf item={level.group} />
          {level.group.children.map((leaf) => (
            <li key={leaf.id}>
              <Link to={leaf.url} className={styles.levelRow}>
                {leaf.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.marksCompact}>
          <MarksPanel />
        </div>
      )}
    </Modal>
  );
}
