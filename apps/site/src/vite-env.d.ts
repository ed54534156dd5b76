/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ANALYTICS_SCRIPT?: string;
  readonly VITE_CHAT_SCRIPT?: string;
}
