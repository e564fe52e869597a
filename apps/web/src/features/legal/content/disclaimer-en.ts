import type { LegalDocument } from './legal-document.ts';

export const DISCLAIMER_EN: LegalDocument = {
  lang: 'en',
  title: 'Disclaimer and Terms of Service',
  effective: 'Version 1.0, effective 21 November 2026',
  intro:
    'These terms apply to everyone who uses the SIM Portal website and the data SIM cards and eSIMs managed through it. By registering an account, binding a card or using the service you accept them. Please read them together with the plan and add-on descriptions shown in the shop.',
  sections: [
    {
      heading: '1. The service',
      paragraphs: [
        'SIM Portal sells and manages data SIM cards, as physical cards and as eSIMs, that connect to mobile networks through roaming partners in the countries and regions each plan lists. The cards carry mobile data only.',
        'The service is pay-as-you-go: you keep a prepaid balance on your account, choose a basic plan for each card, and the fees of your cards are taken from that balance. Add-ons give a card extra data after its plan allowance.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You register with a username, a valid email address that you confirm with a verification code, and a password. You must give true information and keep it up to date.',
      ],
      items: [
        'Keep your password secret and use "Remember me" only on a device that is yours. You are responsible for everything done through your account.',
        'Tell the administrator at once if you think someone else has used your account.',
        'A card can be bound to one account only, with its card number, ICCID and verify code. Bind only cards that you lawfully hold.',
        'Deleting a card from your account cannot be undone: its plan, add-ons and any remaining data are lost without refund.',
        'We may suspend or close an account used for fraud, for abuse of the networks or in breach of these terms.',
      ],
    },
    {
      heading: '3. Balance, billing and payment',
      paragraphs: [
        'Prices are shown in the shop in the currency of the catalogue and include the price of a whole plan cycle; the daily fee of a plan is its cycle price spread over its days.',
      ],
      items: [
        'While a card is in use, the daily fee of its plan is deducted from your balance at the start of every billing day. A card paused with Stop Billing is not charged while it is paused.',
        'A change of plan takes effect the next day. Add-ons and eSIM applications are charged when you buy or apply for them.',
        'If your balance cannot cover the daily fee, your cards in use are suspended until you top up.',
        'Days already charged, add-ons already bought and eSIM application fees are not refunded. Any amount we do return to you, for example after a billing error, is credited to your balance and listed under Activities as a refund.',
        'Do not pay online. To top up your balance, contact the administrator, who adds the amount to your account directly. Every top-up and every deduction is listed under Activities with the balance after it.',
        'An international payment adds a fee of 4% on top of the service fee.',
        'Your balance is not a bank deposit, earns no interest and cannot be transferred to another account.',
      ],
    },
    {
      heading: '4. Coverage, speed and fair use',
      paragraphs: [
        'Coverage, signal and speed depend on the local partner networks, your device and your location; they are not guaranteed, and networks may be unavailable for maintenance or reasons beyond our control. Regional plans work only in the places their description names.',
        'Each plan states its allowance, per day or per cycle, and what happens after it: either you stay online at reduced speed, or data stops until the allowance renews or you buy an add-on.',
      ],
      items: [
        'Do not resell the service, use it for anything unlawful, send spam, attack or disrupt networks, or use a card in equipment that shares it beyond your own devices unless we have agreed.',
        'We may limit or suspend a card whose use harms the networks or other customers, and will tell you why.',
      ],
    },
    {
      heading: '5. Real-name verification',
      paragraphs: [
        "Some destinations require SIM cards to be registered in the user's real name. In particular, Hong Kong and Macao require real-name verification of cards used there. You are responsible for completing it with true details before you travel; a card without it may be blocked by the local networks, and we are not liable for service lost because of that.",
        'Where the law requires, we or our network partners may need to pass your identity details to the operator or the authority concerned.',
      ],
    },
    {
      heading: '6. eSIM',
      paragraphs: [
        'You can apply for an eSIM from My SIMs; the application fee is deducted from your balance. Your device must support eSIM and must not be locked to another operator.',
        'The eSIM is delivered as a QR code that can be installed once only. Keep it private. If you delete the installed eSIM from your device, it may not be reinstalled and a new application, with its fee, may be needed.',
      ],
    },
    {
      heading: '7. StarterPack cards',
      paragraphs: [
        'A StarterPack card comes with some days of a plan. When you bind it, it becomes a regular pay-as-you-go card: the value of its remaining days is credited to your balance, and its daily data plan stays with no expiry date.',
      ],
    },
    {
      heading: '8. Data protection',
      paragraphs: [
        'We process the data needed to run the service: your username, email address and password (stored only as a secure hash), the identifiers of your cards (card number, ICCID), your plans, add-ons, balance and activities, and usage records (data used, region and date).',
      ],
      items: [
        'We use these data to provide and bill the service, to answer you and to meet legal duties. We do not sell them.',
        'We share them only with the network partners that carry your traffic, to the extent needed, and with authorities where the law requires.',
        "The website keeps your language choice and your login state in your browser's storage; it uses no advertising or tracking cookies.",
        'We keep account and billing records for as long as the law requires and delete the rest when you close your account. You may ask the administrator to see, correct or delete your data.',
      ],
    },
    {
      heading: '9. Limitation of liability',
      paragraphs: [
        'The service is provided as it is and as available. To the extent the law allows, we are not liable for indirect or consequential loss, lost profits or data, for the acts of network operators and other third parties, or for devices that are incompatible or misconfigured.',
        'To the extent the law allows, our total liability for any claim is limited to the fees you paid for the service in the 30 days before the event that caused it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '10. Changes',
      paragraphs: [
        'We may change the plans, prices, the service and these terms. A price change applies from the next billing day and never to days already charged. We announce important changes on the portal before they take effect; continuing to use the service after that means you accept them. If you do not accept a change, stop billing or delete your cards before it applies.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: [
        'For questions about these terms, your account, top-ups or a complaint, contact the administrator of SIM Portal. A help centre with more ways to reach us is coming soon.',
      ],
    },
  ],
  other: { path: '/disclaimer/cn', lang: 'zh-CN', label: '查看中文版本' },
};
