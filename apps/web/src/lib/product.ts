/** The product's name: the header, the document title and the footer show it in both languages. */
export const PRODUCT_NAME = 'SIM Portal';
