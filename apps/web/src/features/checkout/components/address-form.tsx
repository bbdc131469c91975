import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { City, PickupPoint } from '@shop/contracts/places.ts';
import { FLOOR_MAX, FLOOR_MIN } from '@shop/contracts/rules/checkout-fields.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { Button } from '@/components/button.tsx';
import { PinIcon } from '@/components/icons.tsx';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useAddressSuggestions, useStandardizeAddress } from '@/features/checkout/api/address-lookup.ts';
import type { AddressWindowAction, AddressWindowState } from '@/features/checkout/model/address-window-state.ts';
import { isAddressWindowEmpty } from '@/features/checkout/model/address-window-state.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { DeliveryIcon, PickupIcon } from './checkout-icons.tsx';
import styles from './windows.module.css';

const SUGGEST_DEBOUNCE_MS = 250;

type Props = {
  state: AddressWindowState;
  send: (action: AddressWindowAction) => void;
  city: City;
  points: readonly PickupPoint[];
  pointsLoading: boolean;
  saving: boolean;
  onCity: () => void;
  onSave: () => void;
};

/** The form of the address window: city, Delivery or Pickup, the address or the point, Save. */
export function AddressForm({ state, send, city, points, pointsLoading, saving, onCity, onSave }: Props) {
  const w = t.addressWindow;
  const pickup = state.deliveryType === DeliveryType.pickup;
  return (
    <div className={styles.addressForm}>
      <button type="button" className={styles.cityButton} aria-label={w.city(city.name)} onClick={onCity}>
        <PinIcon width={18} height={18} />
        <span>{city.name}</span>
      </button>
      <fieldset className={styles.kinds}>
        <legend className={styles.visuallyHidden}>{w.kind}</legend>
        {([DeliveryType.courier, DeliveryType.pickup] as const).map((kind) => (
          <label key={kind} className={state.deliveryType === kind ? `${styles.kind} ${styles.kindChosen}` : styles.kind}>
            <input
              type="radio"
              name="address-kind"
              className={styles.visuallyHidden}
              checked={state.deliveryType === kind}
              onChange={() => send({ type: 'kindChosen', kind })}
            />
            {kind === DeliveryType.courier ? <DeliveryIcon width={20} height={20} /> : <PickupIcon width={20} height={20} />}
            {kind === DeliveryType.courier ? w.delivery : w.pickup}
          </label>
        ))}
      </fieldset>
      {pickup ? (
        <PointList
          points={points}
          loading={pointsLoading}
          chosenId={state.pointId}
          onChoose={(point) => send({ type: 'pointChosen', point })}
        />
      ) : (
        <DeliveryFields state={state} send={send} city={city} />
      )}
      <Button block onClick={onSave} disabled={saving} aria-disabled={isAddressWindowEmpty(state) || undefined}>
        {w.save}
      </Button>
    </div>
  );
}

/** The address with suggestions; picking one standardises it (§4); door delivery where it is possible. */
function DeliveryFields({ state, send, city }: { state: AddressWindowState; send: (action: AddressWindowAction) => void; city: City }) {
  const w = t.addressWindow;
  const id = useId();
  const typed = useDebounced(state.typed, SUGGEST_DEBOUNCE_MS);
  // Suggestions for what is typed, not for the address just chosen.
  const suggestions = useAddressSuggestions(typed !== state.address ? typed : '', city.sysCityId);
  const standardize = useStandardizeAddress();
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const list = suggestions.data ?? [];
  const open = !closed && state.typed !== state.address && state.typed === typed && list.length > 0;

  const pick = (value: string, text: string) => {
    send({ type: 'typed', text });
    setClosed(true);
    standardize.mutate({ data: value, sysCityId: city.sysCityId }, { onSuccess: (result) => send({ type: 'standardised', result }) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + list.length) % list.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const suggestion = list[active];
      if (suggestion) pick(suggestion.value, suggestion.text);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setClosed(true);
    }
  };

  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {w.address}
        </label>
        <div className={styles.combo}>
          <input
            id={id}
            className={styles.input}
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            value={state.typed}
            onChange={(event) => {
              send({ type: 'typed', text: event.target.value });
              setClosed(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={`${id}-list`} role="listbox" aria-label={w.suggestions} className={open ? styles.suggestions : styles.hidden}>
            {open
              ? list.map((suggestion, index) => (
                  <li
                    key={suggestion.value}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={index === active ? `${styles.suggestion} ${styles.suggestionActive}` : styles.suggestion}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(suggestion.value, suggestion.text)}
                  >
                    {suggestion.text}
                  </li>
                ))
              : null}
          </ul>
        </div>
        <span id={`${id}-hint`} className={state.notRecognised ? styles.error : styles.hint}>
          {state.notRecognised ? w.notRecognised : w.addressHint}
        </span>
      </div>
      {state.showDeliveryToDoor ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={state.deliveryToDoor}
            onChange={(event) => send({ type: 'toDoorChanged', value: event.target.checked })}
          />
          <span>{w.toDoor}</span>
        </label>
      ) : null}
      {state.showDeliveryToDoor && state.deliveryToDoor ? (
        <div className={styles.doorRow}>
          <FloorInput value={state.deliveryToDoorFloor} onChange={(value) => send({ type: 'floorChanged', value })} />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={state.deliveryToDoorElevator}
              onChange={(event) => send({ type: 'elevatorChanged', value: event.target.checked })}
            />
            <span>{w.elevator}</span>
          </label>
        </div>
      ) : null}
    </>
  );
}

/** §5 "Floor": an integer 1-300; what is typed is rounded and clamped once it is a number. */
function FloorInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  return (
    <div className={styles.floor}>
      <label className={styles.label} htmlFor={id}>
        {t.addressWindow.floor}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={FLOOR_MIN}
        max={FLOOR_MAX}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.valueAsNumber;
          if (!Number.isNaN(typed)) onChange(typed);
        }}
        onBlur={() => setText(String(value))}
      />
    </div>
  );
}

/** The pickup points of the city, each with its address and kind; a search narrows the list. */
function PointList({
  points,
  loading,
  chosenId,
  onChoose,
}: {
  points: readonly PickupPoint[];
  loading: boolean;
  chosenId: number | null;
  onChoose: (point: PickupPoint) => void;
}) {
  const w = t.addressWindow;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const text = query.trim().toLowerCase();
    const matching =
      text === '' ? points : points.filter((point) => `${point.text} ${point.label} ${point.name}`.toLowerCase().includes(text));
    // The chosen point first, so it is in sight when the window opens with it.
    return [...matching].sort((a, b) => Number(b.id === chosenId) - Number(a.id === chosenId));
  }, [points, query, chosenId]);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={searchId}>
        {w.point}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.input}
        placeholder={w.pointSearch}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className={styles.points} aria-label={w.points} aria-busy={loading || undefined}>
        {shown.map((point) => (
          <li key={point.id}>
            <button
              type="button"
              className={point.id === chosenId ? `${styles.point} ${styles.chosen}` : styles.point}
              aria-pressed={point.id === chosenId}
              onClick={() => onChoose(point)}
            >
              <span className={styles.optionLabel}>{point.text}</span>
              <span className={styles.optionHint}>
                {point.label} · {point.workHours}
              </span>
            </button>
          </li>
        ))}
        {!loading && points.length === 0 ? <li className={styles.nothing}>{w.noPoints}</li> : null}
      </ul>
    </div>
  );
}
