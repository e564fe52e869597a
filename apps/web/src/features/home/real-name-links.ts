/**
 * Where real-name verification for Hong Kong and Macao is explained and done: the regulators' own pages.
 * Hong Kong: OFCA's Real-name Registration Programme for SIM Cards. Macao: the Post and Telecommunications
 * Bureau (CTT) notice on real-name registration under the Cybersecurity Law (Law 13/2019), which points to
 * the operators' registration channels.
 */
export const REAL_NAME_LINKS = [
  { key: 'hongKong', href: 'https://www.ofca.gov.hk/en/consumer_focus/rrsps/' },
  {
    key: 'macao',
    href: 'https://telecommunications.ctt.gov.mo/web/en/mediainfo/pressrelease/2068-press20200324-en',
  },
] as const;
