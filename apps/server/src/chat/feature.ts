import type { Feature } from '../platform/feature';
import { chatDeletedJob } from './jobs';
import { registerChatRoutes } from './routes';

/** The site-wide group chat: its calls and the job that announces an operator's deletions. */
export const chatFeature: Feature = {
  name: 'chat',
  routes: registerChatRoutes,
  jobs: ({ hub }) => [chatDeletedJob(hub)],
};
