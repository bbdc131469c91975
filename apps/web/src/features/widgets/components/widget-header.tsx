import type { ReactNode } from 'react';
import { widgetTexts } from '@/features/widgets/texts.ts';
import { SiteLink } from './site-link.tsx';
import styles from './widgets.module.css';

type WidgetHeaderProps = {
  id: string;
  title: string;
  /** The 'all' link: 'Все' on mobile, the widget's own label on desktop (§2). */
  all?: { href: string; label: string } | undefined;
  mobile: boolean;
  children?: ReactNode;
};

export function WidgetHeader({ id, title, all, mobile, children }: WidgetHeaderProps) {
  const allLabel = mobile || !all?.label.trim() ? widgetTexts.allMobile : all.label;
  return (
    <div className={styles.header}>
      {title ? (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
      {all?.href ? (
        <SiteLink href={all.href} className={styles.all} aria-label={widgetTexts.allOf(allLabel, title)}>
          {allLabel}
        </SiteLink>
      ) : null}
    </div>
  );
}

type ToggleTabsProps = {
  label: string;
  names: readonly string[];
  active: number | null;
  onToggle: (index: number) => void;
};

/** Tabs that filter a widget; pressing the open one closes it again (§2: tabs toggle). */
export function ToggleTabs({ label, names, active, onToggle }: ToggleTabsProps) {
  if (names.length === 0) return null;
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {names.map((name, index) => (
        <button
          key={`${name}-${index}`}
          type="button"
          className={styles.tab}
          aria-pressed={active === index}
          onClick={() => onToggle(index)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
