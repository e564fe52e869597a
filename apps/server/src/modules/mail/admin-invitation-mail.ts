import type { AdminRole } from '@simportal/contract/admin-roles';
import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';

// An owner's invitation to become an administrator (issue #34), in the language the owner chose for it. Plain
// text: the link is the whole of what it carries.

const ROLE_NAMES: Record<Locale, Record<AdminRole, string>> = {
  en: {
    owner: 'owner (everything, including the administrators)',
    support: 'support (customers, cards and pay orders)',
    viewer: 'viewer (read only)',
  },
  'zh-CN': {
    owner: '所有者（全部权限，包括管理员）',
    support: '客服（客户、卡片和支付订单）',
    viewer: '只读（仅查看）',
  },
};

export const renderAdminInvitationMail = (input: {
  locale: Locale;
  publicUrl: string;
  token: string;
  role: AdminRole;
  invitedBy: string;
  validHours: number;
}) => {
  const link = `${input.publicUrl}/invite?token=${input.token}`;
  const role = ROLE_NAMES[input.locale][input.role];
  if (input.locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：邀请您成为管理员`,
      text: [
        '您好，',
        '',
        `${input.invitedBy} 邀请您成为${PRODUCT_NAME['zh-CN']}的管理员，角色：${role}。`,
        `请在 ${input.validHours} 小时内打开以下链接，设置您的用户名和密码：`,
        link,
        '',
        '如果您不认识邀请人，请忽略此邮件，不会创建任何账号。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: you are invited to be an administrator`,
    text: [
      'Hello,',
      '',
      `${input.invitedBy} invites you to be an administrator of ${PRODUCT_NAME.en}, as ${role}.`,
      `Open this link within ${input.validHours} hours to choose your username and password:`,
      link,
      '',
      'If you do not know who sent this, ignore it: no account is made.',
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};
