import { defineMessages } from 'react-intl';

export const downloadMessages = defineMessages({
  title: { id: 'download.title', defaultMessage: '下载APP' },
  intro: {
    id: 'download.intro',
    defaultMessage: '随时随地开箱、对战，第一时间收到开箱和提取通知。',
  },
  get: { id: 'download.get', defaultMessage: '立即下载' },
  unavailable: { id: 'download.unavailable', defaultMessage: '下载地址暂未开放，请联系客服' },
  backHome: { id: 'download.backHome', defaultMessage: '返回首页' },
});
