import type { Language } from '@seller-portal/contracts/core';
import type { StorefrontShownSection } from '@seller-portal/contracts/storefront';
import { formatNumber } from '@seller-portal/formatting';
import { RichText } from '@seller-portal/ui/rich-text';
import { useStorefrontTranslation } from '../i18n/resources';
import styles from './storefront.module.css';

export interface StorefrontViewProps {
  sections: readonly StorefrontShownSection[];
  lang: Language;
  /** The level of the sections' headings (the page's own heading is one above). */
  headingLevel?: 2 | 3;
}

/**
 * The storefront as shoppers see it: the public page and the builder's live preview both draw it. It lays itself out
 * by its own width (a container query), so the preview's phone and desktop frames show what each screen would.
 */
export function StorefrontView({ sections, lang, headingLevel = 2 }: StorefrontViewProps) {
  const { t } = useStorefrontTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!sections.length) return <p className={styles.viewEmpty}>{t('view.empty')}</p>;
  return (
    <div className={styles.view}>
      {sections.map((section) => (
        <section key={section.id} className={styles.viewSection} data-section-type={section.type} aria-label={section.title || t(`type.${section.type}`)}>
          {section.title && <Heading className={styles.viewHeading}>{section.title}</Heading>}
          <SectionBody section={section} lang={lang} />
        </section>
      ))}
    </div>
  );
}

function SectionBody({ section, lang }: { section: StorefrontShownSection; lang: Language }) {
  const { t } = useStorefrontTranslation();
  switch (section.type) {
    case 'BANNER':
      return (
        // Several images scroll sideways: the strip is then reachable by the keyboard.
        <div
          className={styles.banners}
          {...(section.images.length > 1 ? { role: 'region', tabIndex: 0, 'aria-label': section.title || t('type.BANNER') } : {})}
        >
          {section.images.map((image, index) => (
            <img
              key={image.imageId}
              className={styles.banner}
              src={image.url}
              alt={section.title ? `${section.title} ${index + 1}` : t('view.bannerAlt', { n: index + 1 })}
              loading="lazy"
            />
          ))}
        </div>
      );
    case 'SHOWCASE':
      return (
        <ul className={styles.products}>
          {section.products.map((product) => (
            <li key={product.itemId} className={styles.product}>
              {product.imageUrl ? (
                <img className={styles.productImage} src={product.imageUrl} alt="" loading="lazy" />
              ) : (
                <span className={styles.productImage} />
              )}
              <span className={styles.productName}>{product.name}</span>
              <span className={styles.productPrice}>{formatNumber(product.price, { prefix: 'Rp', lang })}</span>
            </li>
          ))}
        </ul>
      );
    case 'CATEGORIES':
      return (
        <ul className={styles.categories}>
          {section.categories.map((category) => (
            <li key={category.code} className={styles.category}>
              {category.name[lang]}
            </li>
          ))}
        </ul>
      );
    case 'VIDEO':
      return (
        <div className={styles.video}>
          <iframe
            src={section.embedUrl}
            title={section.title || t('view.videoTitle')}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    case 'TEXT':
      return section.format === 'RICH' ? <RichText html={section.body} className={styles.text} /> : <p className={styles.plainText}>{section.body}</p>;
  }
}
