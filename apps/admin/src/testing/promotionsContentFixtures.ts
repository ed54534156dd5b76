import { ok, refused, type Answer } from './answering';

/** A few red packets as the list answers them; a new rebate packet passes the economy's ceiling. */
export const redPacketAnswers: Record<string, Answer> = {
  '/api/admin/promotions/redPackets': ok({
    list: [
      {
        id: 3,
        kind: 'lucky',
        period: 'day',
        status: 'active',
        terms: '0.08 to 0.88',
        paid: '41.20',
        receipts: 97,
        createdAt: '2026-11-20T08:00:00Z',
      },
      {
        id: 2,
        kind: 'rebate',
        period: 'week',
        status: 'active',
        terms: '20 bp of turnover, at most 188.00',
        paid: '1204.55',
        receipts: 311,
        createdAt: '2026-11-02T08:00:00Z',
      },
      {
        id: 1,
        kind: 'password',
        period: null,
        status: 'closed',
        terms: '88.00 in 10 shares',
        paid: '88.00',
        receipts: 10,
        createdAt: '2026-10-01T08:00:00Z',
      },
    ],
    total: 3,
  }),
  '/api/admin/promotions/createRedPacket': refused(
    400,
    '流水返利 合计 60 个基点，超过经济模型允许的 50',
  ),
};

/** The help pages of platform 1; the preview strips the script and the handler. */
export const articleAnswers: Record<string, Answer> = {
  '/api/admin/content/articles': ok([
    {
      id: 11,
      platformId: 1,
      type: 'Contact',
      locale: 'en',
      title: 'Contact us',
      content:
        '<p>Write to <b onclick="steal()">support@skinbox.example</b></p><script>x()</script>',
      sort: 1,
    },
    {
      id: 12,
      platformId: 1,
      type: 'Privacy',
      locale: 'zh',
      title: '隐私政策',
      content: '<h2>我们收集的信息</h2><p>手机号与登录记录。</p>',
      sort: 2,
    },
  ]),
  '/api/admin/content/previewArticle': ok({
    content: '<p>Write to <b>support@skinbox.example</b></p>',
    removed: 37,
  }),
  '/api/admin/content/saveArticle': ok({ auditId: 21, articleId: 11, removed: 37 }),
};
