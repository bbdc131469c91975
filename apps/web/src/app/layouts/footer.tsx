import type { SiteVersion } from '@shop/contracts/enums.ts';
import { footerTexts } from './footer-texts.ts';
import { useSwitchSiteVersion } from '@/entities/user/api/set-site-version.ts';
import styles from './layout.module.css';

export function Footer({ siteVersion }: { siteVersion: SiteVersion }) {
  const switchVersion = useSwitchSiteVersion();
  const other: SiteVersion = siteVersion === 'mobile' ? 'desktop' : 'mobile';
  return (
    <footer className={siteVersion === 'mobile' ? `${styles.footer} ${styles.footerMobile}` : styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.cookies}>{footerTexts.cookies}</p>
        <p className={styles.payments}>{footerTexts.payments}</p>
        <div className={styles.footerBottom}>
          <span>{footerTexts.copyright(new Date().getFullYear())}</span>
          <a
            href="#"
            className={styles.versionSwitch}
            onClick={(event) => {
              event.preventDefault();
              switchVersion.mutate(other);
              window.scrollTo(0, 0);
            }}
          >
            {other === 'mobile' ? footerTexts.toMobile : footerTexts.toDesktop}
          </a>
        </div>
      </div>
    </footer>
  );
}
