import { Link } from 'react-router';
import { disclaimerPath, type LegalText, otherDisclaimers } from '../content/legal-document.ts';

/**
 * A legal text in its own language: `lang` on the article makes screen readers and hyphenation use it, even
 * when the interface around it is in another language. Each other language's version is offered in its own
 * words.
 */
export function LegalDocumentView({ text: { language, document } }: { text: LegalText }) {
  return (
    <article className="legal-document" lang={language.code} aria-labelledby="page-title">
      <h1 id="page-title" className="legal-title">
        {document.title}
      </h1>
      <p className="legal-effective">{document.effective}</p>
      {otherDisclaimers(language).map((other) => (
        <p key={other.language.code}>
          <Link to={disclaimerPath(other.language)} hrefLang={other.language.code} lang={other.language.code}>
            {other.document.readInThisLanguage}
          </Link>
        </p>
      ))}
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
