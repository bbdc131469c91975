import type { CartOwner } from '../cart/store.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/sessions.ts';

/** Preferences and saved addresses have the cart's owners: a signed-in user or a guest session. */
export type Owner = CartOwner;

export interface AuthCodeRow {
  destination: string;
  code_hash: string;
  salt: string;
  attempts_left: number;
  sent_at: string;
  expires_at: string;
}

export interface OutboxRow {
  id: number;
  channel: 'sms' | 'email';
  destination: string;
  code: string;
  purpose: string;
  created_at: string;
}

export interface AddressRow {
  id: number;
  delivery_type: 0 | 3;
  address: string;
  city_id: number;
  point_id: number | null;
  lat: number;
  lng: number;
  delivery_to_door: number;
  delivery_to_door_elevator: number;
  delivery_to_door_floor: number;
  show_delivery_to_door: number;
  point_name: string | null;
  point_label: string | null;
  point_street_address: string | null;
}

export interface NewAddress {
  deliveryType: 0 | 3;
  address: string;
  cityId: number;
  pointId: number | null;
  lat: number;
  lng: number;
  deliveryToDoor: boolean;
  deliveryToDoorElevator: boolean;
  deliveryToDoorFloor: number;
  showDeliveryToDoor: boolean;
}

export interface SocialStateRow {
  state: string;
  provider: string;
  session_id: string;
  return_url: string | null;
  expires_at: string;
}

const OWNER = "ifnull(user_id, 0) = @userKey AND ifnull(session_id, '') = @sessionKey";
const ownerKeys = (owner: Owner) => ({ userKey: owner.userId ?? 0, sessionKey: owner.sessionId ?? '' });
const flag = (value: boolean) => (value ? 1 : 0);

/** Users, sign-in codes, the outbox, passwords, social links, preferences and saved addresses. */
export function createAccountRepo(db: Database) {
  const userByPhone = db.prepare<[string], UserRow>('SELECT id, username, phone, email FROM users WHERE phone = ?');
  const userByEmail = db.prepare<[string], UserRow>('SELECT id, username, phone, email FROM users WHERE email = ?');
  const insertUser = db.prepare<{ username: string; phone: string | null; email: string | null; now: string }>(
    'INSERT INTO users (username, phone, email, created_at) VALUES (@username, @phone, @email, @now)',
  );
  const setSessionUser = db.prepare<[number | null, string]>('UPDATE sessions SET user_id = ? WHERE id = ?');

  const passwordOf = db.prepare<[number], { hash: string }>('SELECT hash FROM user_passwords WHERE user_id = ?');
  const setPassword = db.prepare<[number, string, string]>(
    'INSERT OR REPLACE INTO user_passwords (user_id, hash, updated_at) VALUES (?, ?, ?)',
  );

  const socialUser = db.prepare<[string, string], { user_id: number }>(
    'SELECT user_id FROM social_accounts WHERE provider = ? AND external_id = ?',
  );
  const linkSocial = db.prepare<[string, string, number]>('INSERT INTO social_accounts (provider, external_id, user_id) VALUES (?, ?, ?)');
  const insertSocialState = db.prepare<SocialStateRow>(
    'INSERT INTO social_states (state, provider, session_id, return_url, expires_at) VALUES (@state, @provider, @session_id, @return_url, @expires_at)',
  );
  const socialState = db.prepare<[string], SocialStateRow>('SELECT * FROM social_states WHERE state = ?');
  const deleteSocialState = db.prepare<[string]>('DELETE FROM social_states WHERE state = ?');
  const purgeSocialStates = db.prepare<[string]>('DELETE FROM social_states WHERE expires_at < ?');

  const codeOf = db.prepare<[string], AuthCodeRow>('SELECT * FROM auth_codes WHERE destination = ?');
  const saveCode = db.prepare<AuthCodeRow>(`
    INSERT OR REPLACE INTO auth_codes (destination, code_hash, salt, attempts_left, sent_at, expires_at)
    VALUES (@destination, @code_hash, @salt, @attempts_left, @sent_at, @expires_at)`);
  const spendAttempt = db.prepare<[string]>('UPDATE auth_codes SET attempts_left = attempts_left - 1 WHERE destination = ?');
  const deleteCode = db.prepare<[string]>('DELETE FROM auth_codes WHERE destination = ?');

  const addOutbox = db.prepare<Omit<OutboxRow, 'id'>>(
    'INSERT INTO outbox (channel, destination, code, purpose, created_at) VALUES (@channel, @destination, @code, @purpose, @created_at)',
  );
  const latestOutbox = db.prepare<[number], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?');

  const prefsOf = db.prepare<{ userKey: number; sessionKey: string }, { field: string; value: string }>(
    `SELECT field, value FROM account_prefs WHERE ${OWNER}`,
  );
  const setPref = db.prepare<{ userId: number | null; sessionId: string | null; field: string; value: string; now: string }>(`
    INSERT OR REPLACE INTO account_prefs (user_id, session_id, field, value, updated_at)
    VALUES (@userId, @sessionId, @field, @value, @now)`);
  // The guest's choices are the latest: they replace the user's.
  const movePrefs = db.prepare<{ userId: number; sessionId: string }>(`
    INSERT OR REPLACE INTO account_prefs (user_id, session_id, field, value, updated_at)
    SELECT @userId, NULL, field, value, updated_at FROM account_prefs WHERE session_id = @sessionId`);
  const deleteSessionPrefs = db.prepare<[string]>('DELETE FROM account_prefs WHERE session_id = ?');
  const deletePref = db.prepare<{ userKey: number; sessionKey: string; field: string }>(
    `DELETE FROM account_prefs WHERE ${OWNER} AND field = @field`,
  );

  const addressColumns = `a.id, a.delivery_type, a.address, a.city_id, a.point_id, a.lat, a.lng, a.delivery_to_door,
    a.delivery_to_door_elevator, a.delivery_to_door_floor, a.show_delivery_to_door,
    p.name AS point_name, p.label AS point_label, p.street_address AS point_street_address`;
  const addressesOf = db.prepare<{ userKey: number; sessionKey: string }, AddressRow>(`
    SELECT ${addressColumns} FROM addresses a LEFT JOIN pickup_points p ON p.id = a.point_id
    WHERE ${OWNER.replace(/(user_id|session_id)/g, 'a.$1')} ORDER BY a.updated_at DESC, a.id DESC`);
  const sameAddress = db.prepare<
    { userKey: number; sessionKey: string; deliveryType: number; address: string; pointKey: number },
    { id: number }
  >(`
    SELECT id FROM addresses WHERE ${OWNER} AND delivery_type = @deliveryType
      AND (CASE WHEN delivery_type = 3 THEN point_id = @pointKey ELSE address = @address END)`);
  const countAddresses = db.prepare<{ userKey: number; sessionKey: string }, { count: number }>(
    `SELECT count(*) AS count FROM addresses WHERE ${OWNER}`,
  );
  const ownedAddress = db.prepare<{ userKey: number; sessionKey: string; id: number }, { id: number }>(
    `SELECT id FROM addresses WHERE ${OWNER} AND id = @id`,
  );
  const insertAddress = db.prepare(`
    INSERT INTO addresses (session_id, user_id, delivery_type, address, city_id, point_id, lat, lng, delivery_to_door,
      delivery_to_door_elevator, delivery_to_door_floor, show_delivery_to_door, created_at, updated_at)
    VALUES (@sessionId, @userId, @deliveryType, @address, @cityId, @pointId, @lat, @lng, @deliveryToDoor,
      @deliveryToDoorElevator, @deliveryToDoorFloor, @showDeliveryToDoor, @now, @now)`);
  const updateAddress = db.prepare(`
    UPDATE addresses SET delivery_type = @deliveryType, address = @address, city_id = @cityId, point_id = @pointId,
      lat = @lat, lng = @lng, delivery_to_door = @deliveryToDoor, delivery_to_door_elevator = @deliveryToDoorElevator,
      delivery_to_door_floor = @deliveryToDoorFloor, show_delivery_to_door = @showDeliveryToDoor, updated_at = @now
    WHERE id = @id`);
  const deleteAddress = db.prepare<[number]>('DELETE FROM addresses WHERE id = ?');
  const moveAddresses = db.prepare<[number, string]>('UPDATE addresses SET user_id = ?, session_id = NULL WHERE session_id = ?');

  const addressParams = (address: NewAddress) => ({
    ...address,
    deliveryToDoor: flag(address.deliveryToDoor),
    deliveryToDoorElevator: flag(address.deliveryToDoorElevator),
    showDeliveryToDoor: flag(address.showDeliveryToDoor),
    now: new Date().toISOString(),
  });

  return {
    userByPhone: (phone: string) => userByPhone.get(phone),
    userByEmail: (email: string) => userByEmail.get(email),
    createUser(user: { username: string; phone?: string | null; email?: string | null }): number {
      const result = insertUser.run({
        username: user.username,
        phone: user.phone ?? null,
        email: user.email ?? null,
        now: new Date().toISOString(),
      });
      return Number(result.lastInsertRowid);
    },
    setSessionUser: (sessionId: string, userId: number | null) => void setSessionUser.run(userId, sessionId),

    passwordOf: (userId: number) => passwordOf.get(userId)?.hash,
    setPassword: (userId: number, hash: string) => void setPassword.run(userId, hash, new Date().toISOString()),

    socialUser: (provider: string, externalId: string) => socialUser.get(provider, externalId)?.user_id,
    linkSocial: (provider: string, externalId: string, userId: number) => void linkSocial.run(provider, externalId, userId),
    addSocialState: (row: SocialStateRow) => void insertSocialState.run(row),
    socialState: (state: string) => socialState.get(state),
    deleteSocialState: (state: string) => void deleteSocialState.run(state),
    purgeSocialStates: (now: Date) => void purgeSocialStates.run(now.toISOString()),

    code: (destination: string) => codeOf.get(destination),
    saveCode: (row: AuthCodeRow) => void saveCode.run(row),
    spendAttempt: (destination: string) => void spendAttempt.run(destination),
    deleteCode: (destination: string) => void deleteCode.run(destination),

    addOutbox: (row: Omit<OutboxRow, 'id'>) => void addOutbox.run(row),
    latestOutbox: (limit: number) => latestOutbox.all(limit),

    /** Preferences as stored: JSON text by field. */
    prefsOf(owner: Owner): Map<string, unknown> {
      return new Map(prefsOf.all(ownerKeys(owner)).map((row) => [row.field, JSON.parse(row.value) as unknown]));
    },
    deletePref(owner: Owner, field: string) {
      deletePref.run({ ...ownerKeys(owner), field });
    },
    setPref(owner: Owner, field: string, value: unknown) {
      setPref.run({ ...owner, field, value: JSON.stringify(value), now: new Date().toISOString() });
    },
    moveGuestPrefs(sessionId: string, userId: number) {
      movePrefs.run({ userId, sessionId });
      deleteSessionPrefs.run(sessionId);
    },

    addressesOf: (owner: Owner) => addressesOf.all(ownerKeys(owner)),
    /** The owner's address of this type at the same place (point, or address text), to update instead of repeating. */
    sameAddress: (owner: Owner, address: Pick<NewAddress, 'deliveryType' | 'address' | 'pointId'>) =>
      sameAddress.get({ ...ownerKeys(owner), deliveryType: address.deliveryType, address: address.address, pointKey: address.pointId ?? 0 })
        ?.id,
    countAddresses: (owner: Owner) => countAddresses.get(ownerKeys(owner))?.count ?? 0,
    ownsAddress: (owner: Owner, id: number) => ownedAddress.get({ ...ownerKeys(owner), id }) !== undefined,
    insertAddress(owner: Owner, address: NewAddress): number {
      return Number(insertAddress.run({ ...owner, ...addressParams(address) }).lastInsertRowid);
    },
    updateAddress: (id: number, address: NewAddress) => void updateAddress.run({ id, ...addressParams(address) }),
    deleteAddress: (id: number) => void deleteAddress.run(id),
    moveGuestAddresses: (sessionId: string, userId: number) => void moveAddresses.run(userId, sessionId),
  };
}
