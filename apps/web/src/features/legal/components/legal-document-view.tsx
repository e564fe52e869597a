import { Link } from 'react-router';
import type { LegalDocument } from '../content/legal-document.ts';

/**
 * A legal text in its own language: `lang` on the article makes screen readers and hyphenation use it, even
 * when the interface around it is in the other language.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="legal-document" lang={document.lang} aria-labelledby="page-title">
      <h1 id="page-title" className="legal-title">
        {document.title}
      </h1>
      <p className="legal-effective">{document.effective}</p>
      <p>
        <Link to={document.other.path} hrefLang={document.other.lang} lang={document.other.lang}>
          {document.other.label}
        </Link>
      </p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
