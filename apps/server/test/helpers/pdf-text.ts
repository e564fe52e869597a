import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF as pdfjs reads it, in drawing order: each text run on its own line, pages one after another. */
export const pdfText = async (pdf: Buffer | Uint8Array): Promise<string> => {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n');
};

/**
 * Every amount a paper prints, in order, as minor units: "$1,234.50" and "-US$3.00" alike. What a test holds
 * against the ledger figure by figure.
 */
export const amountsIn = (text: string): number[] =>
  [...text.matchAll(/(-?)(?:US)?\$([\d,]+)\.(\d{2})/g)].map(
    ([, sign, whole, cents]) => (sign ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 100 + Number(cents)),
  );
