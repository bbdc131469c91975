import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { LinkList } from '@/components/link-list.tsx';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useCatalogueMenu, useSaveMenuSection } from '../api/menu-api.ts';
import { useMenuAim } from '../menu-aim.ts';
import { activeSectionOf, menuToLevel } from '../menu-tree.ts';
import type { MenuSection } from '../menu-tree.ts';
import { menuTexts } from '../texts.ts';
import { MarksPanel } from './marks-panel.tsx';
import { MenuStatus } from './menu-status.tsx';
import styles from './menu.module.css';
import { Link } from '@/components/link.tsx';

/** A tab of the menu: a section by its id, or every brand. */
type Tab = number | 'brands';

type PanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The button that toggles the menu: a press on it is not a press outside. */
  ignore: RefObject<HTMLElement | null>;
};

const tabId = (tab: Tab) => `catalogue-menu-tab-${tab}`;

/**
 * The desktop catalogue menu (catalogue.md §2): sections as vertical tabs, the active one's groups
 * and leaves beside them (as deep as options.maxLevel), and a tab of every brand. The pointer
 * switches sections with menu-aim (75 px, 300 ms), so crossing other sections on the way to the
 * open one does not switch it. One section is active; the one left active is saved on the server
 * when the menu closes, or at once when clicked.
 */
export function DesktopMenuPanel({ id, open, onClose, ignore }: PanelProps) {
  const siteVersion = useAppSelector(selectSiteVersion);
  const menu = useCatalogueMenu(siteVersion, true);
  const save = useSaveMenuSection();
  const [chosen, setChosen] = useState<Tab | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const saved = menu.data ? activeSectionOf(menu.data) : null;
  const active: Tab | null = chosen ?? saved;
  const aim = useMenuAim<Tab>(active, setChosen, open);

  const savedSection = menu.data?.activeSection ?? null;
  const keep = (tab: Tab | null) => {
    if (typeof tab === 'number' && tab !== savedSection) save.mutate(tab);
  };
  // The section left active when the menu closes is the one chosen: it is saved then.
  const leftActive = useRef({ open, active, keep });
  useEffect(() => {
    const before = leftActive.current;
    leftActive.current = { open, active, keep };
    if (before.open && !open) before.keep(before.active);
  });

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !ignore.current?.contains(target)) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [ignore, onClose, open]);

  if (!open) return null;
  const sections = menu.data ? menuToLevel(menu.data.catalog, menu.data.options.maxLevel) : [];
  const tabs: Tab[] = [...sections.map((section) => section.id), 'brands'];
  const section = sections.find((entry) => entry.id === active) ?? null;

  const onTabKey = (event: KeyboardEvent<HTMLElement>, tab: Tab) => {
    const index = tabs.indexOf(tab);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (target === undefined) return;
    setChosen(target);
    document.getElementById(tabId(target))?.focus();
  };

  return (
    <div id={id} ref={panelRef} className={styles.panel} role="region" aria-label={menuTexts.menu} onMouseLeave={aim.leaveMenu}>
      {!menu.isSuccess ? (
        <MenuStatus menu={menu} />
      ) : (
        <div className={styles.panelInner}>
          <div
            ref={(element) => {
              aim.menuRef.current = element;
            }}
            className={styles.tabs}
            role="tablist"
            aria-orientation="vertical"
            aria-label={menuTexts.sections}
          >
            {sections.map((entry) => (
              <SectionTab
                key={entry.id}
                tab={entry.id}
                label={entry.name}
                selected={entry.id === active}
                onEnter={() => aim.enterRow(entry.id)}
                onChoose={() => {
                  setChosen(entry.id);
                  keep(entry.id);
                }}
                onKeyDown={(event) => onTabKey(event, entry.id)}
              />
            ))}
            <SectionTab
              tab="brands"
              label={menuTexts.brands}
              selected={active === 'brands'}
              onEnter={() => aim.enterRow('brands')}
              onChoose={() => setChosen('brands')}
              onKeyDown={(event) => onTabKey(event, 'brands')}
            />
          </div>
          <div className={styles.tabPanel} role="tabpanel" id={`${id}-panel`} aria-labelledby={active === null ? undefined : tabId(active)}>
            {active === 'brands' ? <MarksPanel /> : section ? <SectionPanel section={section} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}

type SectionTabProps = {
  tab: Tab;
  label: string;
  selected: boolean;
  onEnter: () => void;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

function SectionTab({ tab, label, selected, onEnter, onChoose, onKeyDown }: SectionTabProps) {
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tab)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
      onMouseEnter={onEnter}
      onClick={onChoose}
      onKeyDown={onKeyDown}
    >
      {label}
    </button>
  );
}

function SectionPanel({ section }: { section: MenuSection }) {
  return (
    <>
      <h2 className={styles.sectionTitle}>
        <Link to={section.url}>{menuTexts.allOf(section.name)}</Link>
      </h2>
      <div className={styles.groups}>
        {section.children.map((group) => (
          <section key={group.id} className={styles.group}>
            <h3 className={styles.groupTitle}>
              <Link to={group.url}>{group.name}</Link>
            </h3>
            {group.children.length > 0 ? <LinkList items={group.children} className={styles.leaves} /> : null}
          </section>
        ))}
      </div>
    </>
  );
}
