import type { Database } from '../db/database.ts';

export interface CataloguePrefs {
  view_mode: 'pics' | 'detail';
  menu_section_id: number | null;
}

/** What a session chose in the catalogue: the list view and the menu's active section. */
export function createCataloguePrefsRepo(db: Database) {
  const prefs = db.prepare<[string], CataloguePrefs>('SELECT view_mode, menu_section_id FROM catalog_session_prefs WHERE session_id = ?');
  const setView = db.prepare<[string, string]>(
    `INSERT INTO catalog_session_prefs (session_id, view_mode) VALUES (?, ?)
     ON CONFLICT (session_id) DO UPDATE SET view_mode = excluded.view_mode`,
  );
  const setMenuSection = db.prepare<[string, number]>(
    `INSERT INTO catalog_session_prefs (session_id, menu_section_id) VALUES (?, ?)
     ON CONFLICT (session_id) DO UPDATE SET menu_section_id = excluded.menu_section_id`,
  );
  return {
    of: (sessionId: string): CataloguePrefs => prefs.get(sessionId) ?? { view_mode: 'pics', menu_section_id: null },
    setView: (sessionId: string, view: 'pics' | 'detail') => void setView.run(sessionId, view),
    setMenuSection: (sessionId: string, categoryId: number) => void setMenuSection.run(sessionId, categoryId),
  };
}
