import { useId, useState, type FormEvent } from 'react';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { isPhoneComplete } from '@shop/ui/phone.ts';
import { AUTH_CODE_LENGTH, AUTH_CODE_RESEND_SECONDS } from '@shop/contracts/browser/account.ts';
import { Button } from '@/components/button.tsx';
import { useCheckCode } from '../api/check-code.ts';
import { useSendCode, type CodeDestinationInput } from '../api/send-code.ts';
import { userTexts } from '../texts.ts';
import { isEmail } from './email.ts';
import { EmailField, Field, TextField } from './field.tsx';
import { FormFailure, concernedBy, failureText, focusField } from './form-failure.tsx';
import { useCountdown } from './use-countdown.ts';
import styles from './sign-in.module.css';

export type Channel = 'phone' | 'email';

/** Where the code went: the address as sent and as the reply showed it (masked). */
export type SentCode = { destination: CodeDestinationInput; shownAs: string; resendAfterSeconds: number };

type CodeSignInProps = {
  onSignedIn: () => void;
  /** The password reminder has already sent a code to this e-mail. */
  sent?: SentCode;
};

const t = userTexts.code;

/** cart-and-ordering.md §1: sign-in by a one-time code sent to a phone or an e-mail. */
export function CodeSignIn({ onSignedIn, sent: sentBefore }: CodeSignInProps) {
  const [channel, setChannel] = useState<Channel>(sentBefore?.destination.email ? 'email' : 'phone');
  const [phone, setPhone] = useState(sentBefore?.destination.phone ?? '');
  const [email, setEmail] = useState(sentBefore?.destination.email ?? '');
  const [sent, setSent] = useState<SentCode | null>(sentBefore ?? null);
  const [returning, setReturning] = useState(false);

  return sent ? (
    <CodeStep
      sent={sent}
      onSignedIn={onSignedIn}
      onResent={setSent}
      onChangeDestination={() => {
        setReturning(true);
        setSent(null);
      }}
    />
  ) : (
    <DestinationStep
      returning={returning}
      channel={channel}
      onChannel={setChannel}
      phone={phone}
      onPhone={setPhone}
      email={email}
      onEmail={setEmail}
      onSent={setSent}
    />
  );
}

type DestinationStepProps = {
  returning: boolean;
  channel: Channel;
  onChannel: (channel: Channel) => void;
  phone: string;
  onPhone: (digits: string) => void;
  email: string;
  onEmail: (email: string) => void;
  onSent: (sent: SentCode) => void;
};

function DestinationStep({ returning, channel, onChannel, phone, onPhone, email, onEmail, onSent }: DestinationStepProps) {
  const sendCode = useSendCode();
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Back from the code step, or another channel chosen: the field takes the focus.
  const [autoFocus, setAutoFocus] = useState(returning);
  const failureId = useId();
  const failure = failureText(sendCode.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = channel === 'phone' ? isPhoneComplete(phone) : isEmail(email);
    if (!valid) {
      setFieldError(channel === 'phone' ? userTexts.errors.phone : userTexts.errors.email);
      focusField(event.currentTarget, channel);
      return;
    }
    const destination: CodeDestinationInput = channel === 'phone' ? { phone, email: null } : { phone: null, email: email.trim() };
    sendCode.mutate(destination, {
      onSuccess: (reply) => onSent({ destination, shownAs: reply.destination, resendAfterSeconds: reply.resendAfterSeconds }),
    });
  };

  const choose = (next: Channel) => {
    onChannel(next);
    setAutoFocus(true);
    setFieldError(null);
    sendCode.reset();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={`${styles.switch} ${styles.inForm}`} role="group" aria-label={t.channelLegend}>
        {(['phone', 'email'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.switchOption}
            aria-pressed={channel === option}
            onClick={() => choose(option)}
          >
            {option === 'phone' ? t.byPhone : t.byEmail}
          </button>
        ))}
      </div>
      {channel === 'phone' ? (
        <Field label={t.phone} error={fieldError} {...concernedBy(failure, failureId)}>
          {(control) => (
            <PhoneInput
              {...control}
              autoFocus={autoFocus}
              invalid={control['aria-invalid'] === true}
              name="phone"
              value={phone}
              onChange={(digits) => {
                onPhone(digits);
                if (fieldError && isPhoneComplete(digits)) setFieldError(null);
              }}
            />
          )}
        </Field>
      ) : (
        <EmailField
          label={t.email}
          autoFocus={autoFocus}
          value={email}
          error={fieldError}
          {...concernedBy(failure, failureId)}
          onChange={(value) => {
            onEmail(value);
            if (fieldError && isEmail(value)) setFieldError(null);
          }}
        />
      )}
      <FormFailure id={failureId} text={failure} />
      <Button type="submit" block disabled={sendCode.isPending}>
        {sendCode.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}

type CodeStepProps = {
  sent: SentCode;
  onSignedIn: () => void;
  onResent: (sent: SentCode) => void;
  onChangeDestination: () => void;
};

function CodeStep({ sent, onSignedIn, onResent, onChangeDestination }: CodeStepProps) {
  const checkCode = useCheckCode();
  const resend = useSendCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const countdown = useCountdown();
  const failureId = useId();
  const sentId = useId();
  const [startedFor, setStartedFor] = useState<SentCode | null>(null);
  // Every code sent starts its own wait before the next (the reply's resendAfterSeconds).
  if (startedFor !== sent) {
    setStartedFor(sent);
    countdown.start(sent.resendAfterSeconds || AUTH_CODE_RESEND_SECONDS);
  }

  const failure = failureText(checkCode.error) ?? failureText(resend.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== AUTH_CODE_LENGTH) {
      setFieldError(userTexts.errors.code);
      focusField(event.currentTarget, 'code');
      return;
    }
    resend.reset();
    checkCode.mutate({ ...sent.destination, code }, { onSuccess: onSignedIn });
  };

  const sendAgain = () => {
    checkCode.reset();
    setResent(false);
    resend.mutate(sent.destination, {
      onSuccess: (reply) => {
        setResent(true);
        onResent({ destination: sent.destination, shownAs: reply.destination, resendAfterSeconds: reply.resendAfterSeconds });
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p id={sentId} className={styles.sentTo} role="status">
        {resent ? `${t.resent}. ` : null}
        {t.sentTo(sent.shownAs)}
      </p>
      <TextField
        label={t.code}
        hint={t.codeHint}
        extraClass={styles.codeInput}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={AUTH_CODE_LENGTH}
        autoFocus
        value={code}
        error={fieldError}
        describedBy={[sentId, failure ? failureId : null].filter(Boolean).join(' ')}
        invalid={checkCode.isError}
        onChange={(value) => {
          const digits = value.replace(/\D/g, '').slice(0, AUTH_CODE_LENGTH);
          setCode(digits);
          if (fieldError && digits.length === AUTH_CODE_LENGTH) setFieldError(null);
        }}
      />
      <FormFailure id={failureId} text={failure} />
      <Button type="submit" block disabled={checkCode.isPending}>
        {checkCode.isPending ? t.checking : t.submit}
      </Button>
      <div className={styles.links}>
        {countdown.secondsLeft > 0 ? (
          <p className={styles.resend}>{t.resendIn(countdown.secondsLeft)}</p>
        ) : (
          <button type="button" className={styles.linkButton} disabled={resend.isPending} onClick={sendAgain}>
            {resend.isPending ? t.resending : t.resend}
          </button>
        )}
        <button type="button" className={styles.linkButton} onClick={onChangeDestination}>
          {sent.destination.phone !== null ? t.changePhone : t.changeEmail}
        </button>
      </div>
    </form>
  );
}
