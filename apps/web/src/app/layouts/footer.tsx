import type { SiteVersion } from '@shop/contracts/enums.ts';
import { texts } from '@/config/texts.ts';
import { useSwitchSiteVersion } from '@/entities/user/api/set-site-version.ts';
import styles from './layout.module.css';

export function Footer({ siteVersion }: { siteVersion: SiteVersion }) {
  const switchVersion = useSwitchSiteVersion();
  const other: SiteVersion = siteVersion === 'mobile' ? 'desktop' : 'mobile';
  return (
    <footer className={siteVersion === 'mobile' ? `${styles.footer} ${styles.footerMobile}` : styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.cookies}>{texts.footer.cookies}</p>
        <p className={styles.payments}>{texts.footer.payments}</p>
        <div className={styles.footerBottom}>
          <span>{texts.footer.copyright(new Date().getFullYear())}</span>
          <a
            href="#"
            className={styles.versionSwitch}
            onClick={(event) => {
              event.preventDefault();
              switchVersion.mutate(other);
              window.scrollTo(0, 0);
            }}
          >
            {other === 'mobile' ? texts.footer.toMobile : texts.footer.toDesktop}
          </a>
        </div>
      </div>
    </footer>
  );
}
