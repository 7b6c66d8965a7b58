import type { CmsSection } from '@seller-portal/contracts/education';
import { Fragment, type ReactNode } from 'react';
import { CmsLink } from './CmsLink';
import { FaqList } from './FaqList';
import styles from './public-pages.module.css';

/**
 * A page's sections, in order; the first hero carries the page's h1 (`title`), every other section an h2. A page that
 * opens otherwise gets a head with its h1 and `intro` under it.
 */
export function Sections({ title, sections, intro, head = true }: { title: string; sections: readonly CmsSection[]; intro?: ReactNode; head?: boolean }) {
  const heroFirst = head && sections[0]?.kind === 'HERO';
  return (
    <>
      {head && !heroFirst && (
        <header className={styles.pageHead}>
          <div className={styles.inner}>
            <h1 className={styles.pageTitle}>{title}</h1>
            {intro}
          </div>
        </header>
      )}
      {sections.map((section, index) => (
        <Fragment key={index}>{index === 0 && section.kind === 'HERO' ? <Hero section={section} title={title} /> : <Section section={section} />}</Fragment>
      ))}
    </>
  );
}

function Hero({ section, title }: { section: Extract<CmsSection, { kind: 'HERO' }>; title: string }) {
  return (
    <section className={styles.hero} aria-labelledby="cms-page-title">
      <div className={`${styles.inner} ${styles.heroGrid}`}>
        <div>
          <p className={styles.eyebrow}>{title}</p>
          <h1 id="cms-page-title" className={styles.heroTitle}>
            {section.heading}
          </h1>
          <p className={styles.heroText}>{section.text}</p>
          {section.ctaLabel && section.ctaHref && (
            <CmsLink href={section.ctaHref} className={styles.primaryButton}>
              {section.ctaLabel}
            </CmsLink>
          )}
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A drawing of a store's rising sales beside the hero's text on wide screens: shapes only, nothing to read or load. */
function HeroArt() {
  return (
    <div className={styles.heroArt} aria-hidden="true">
      <div className={styles.artCard}>
        <span className={styles.artLine} />
        <span className={styles.artLineShort} />
        <div className={styles.artBars}>
          {[38, 52, 46, 68, 74, 92].map((height, index) => (
            <span key={index} style={{ height: `${height}%` }} />
          ))}
        </div>
      </div>
      <div className={styles.artBadge}>
        <span className={styles.artDot} />
        <span className={styles.artLine} />
      </div>
    </div>
  );
}

function Section({ section }: { section: CmsSection }) {
  switch (section.kind) {
    case 'HERO':
      return (
        <section className={styles.band}>
          <div className={styles.inner}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <p className={styles.lead}>{section.text}</p>
            {section.ctaLabel && section.ctaHref && (
              <CmsLink href={section.ctaHref} className={styles.primaryButton}>
                {section.ctaLabel}
              </CmsLink>
            )}
          </div>
        </section>
      );
    case 'PROMO':
      return (
        <section className={styles.promoBand}>
          <div className={styles.inner}>
            <div className={styles.promo} data-testid="cms-promo">
              <h2 className={styles.promoHeading}>{section.heading}</h2>
              <p>{section.text}</p>
            </div>
          </div>
        </section>
      );
    case 'FEATURES':
      return (
        <section className={styles.band}>
          <div className={styles.inner}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <ul className={styles.cards}>
              {section.items.map((item, index) => (
                <li key={index} className={styles.card}>
                  <span className={styles.cardMark} aria-hidden="true" />
                  <h3 className={styles.cardTitle}>{item.title}</h3>
                  <p className={styles.cardText}>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    case 'STEPS':
      return (
        <section className={styles.bandMuted}>
          <div className={styles.inner}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <ol className={styles.steps}>
              {section.items.map((item, index) => (
                <li key={index} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>{item.title}</h3>
                    <p className={styles.cardText}>{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      );
    case 'LINKS':
      return (
        <section className={styles.band}>
          <div className={styles.inner}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <ul className={`${styles.cards} ${styles.linkGrid}`}>
              {section.items.map((item, index) => (
                <li key={index} className={styles.linkCard}>
                  <h3 className={styles.cardTitle}>
                    {item.href ? (
                      <CmsLink href={item.href} className={styles.cardLink}>
                        {item.title}
                      </CmsLink>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p className={styles.cardText}>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    case 'FAQ':
      return (
        <section className={styles.band}>
          <div className={styles.inner}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <FaqList items={section.items} />
          </div>
        </section>
      );
    case 'CTA':
      return (
        <section className={styles.ctaBand}>
          <div className={styles.inner}>
            <h2 className={styles.ctaHeading}>{section.heading}</h2>
            <p className={styles.ctaText}>{section.text}</p>
            <CmsLink href={section.href} className={styles.inverseButton}>
              {section.label}
            </CmsLink>
          </div>
        </section>
      );
    case 'RICH_TEXT':
      return (
        <section className={styles.prose}>
          <div className={styles.narrow}>
            {section.heading && <h2 className={styles.proseHeading}>{section.heading}</h2>}
            {/* Sanitised by the server on write and on read (an allow-list: no script, handlers or javascript: links). */}
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </div>
        </section>
      );
  }
}
