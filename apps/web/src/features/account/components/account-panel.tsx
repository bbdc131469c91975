import { useId, useState } from 'react';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useSetAgreement, useSetPref } from '@/features/account/api/set-prefs.ts';
import { accountTexts } from '@/features/account/texts.ts';
import { CityPicker } from './city-picker.tsx';
import styles from './account.module.css';
import { Link } from '@/components/link.tsx';

/**
 * The shopper's settings beside their orders: city, the marketing consent (setPrefs 'subscribe')
 * and the agreement status (setAgreement). The spec gives no call that reads either back, so both
 * start unchecked (§4 "Marketing consent checkbox is unchecked by default") and then show what the
 * server's reply confirmed; a refused save leaves the box as it was.
 */
export function AccountPanel() {
  const t = accountTexts.panel;
  const { data: user } = useCurrentUser();
  const setPref = useSetPref();
  const setAgreement = useSetAgreement();
  const [subscribed, setSubscribed] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const subscribeId = useId();
  const agreementId = useId();
  const titleId = useId();
  if (!user) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t.title}
      </h2>
      <div className={styles.row}>
        <span className={styles.muted}>{accountTexts.city.label}</span>
        <CityPicker place="panel" />
      </div>
      <div className={styles.check}>
        <input
          id={subscribeId}
          type="checkbox"
          checked={subscribed}
          disabled={setPref.isPending}
          onChange={(event) => {
            const checked = event.target.checked;
            setPref.mutate({ field: 'subscribe', value: checked ? 1 : 0 }, { onSuccess: (reply) => setSubscribed(reply.value === 1) });
          }}
        />
        <label htmlFor={subscribeId}>{t.subscribe}</label>
      </div>
      <div className={styles.check}>
        <input
          id={agreementId}
          type="checkbox"
          checked={agreed}
          disabled={setAgreement.isPending}
          onChange={(event) => setAgreement.mutate(event.target.checked, { onSuccess: (reply) => setAgreed(reply.agreement === 1) })}
        />
        <label htmlFor={agreementId}>
          {t.agreementPrefix} <Link to="/legal/agreement/">{t.agreementLink}</Link>
        </label>
      </div>
    </section>
  );
}
