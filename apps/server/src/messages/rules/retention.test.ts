import { describe, expect, it } from 'vitest';
import { MAX_STORED_MESSAGES, messagesToDrop, type StoredMessage } from './retention';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('message retention', () => {
  it('keeps everything up to the limit', () => {
    const messages = Array.from({ length: MAX_STORED_MESSAGES }, (_, i) => ({
      id: i + 1,
      isRead: true,
      createdAt: at(i),
    }));
    expect(messagesToDrop(messages)).toEqual([]);
  });

  it('drops read messages first, oldest first, even when unread ones are older', () => {
    const messages: StoredMessage[] = [
      { id: 1, isRead: false, createdAt: at(0) },
      { id: 2, isRead: true, createdAt: at(1) },
      { id: 3, isRead: true, createdAt: at(2) },
      { id: 4, isRead: false, createdAt: at(3) },
    ];
    expect(messagesToDrop(messages, 2)).toEqual([2, 3]);
  });

  it('drops the oldest unread ones when read ones are not enough', () => {
    const messages: StoredMessage[] = [
      { id: 1, isRead: false, createdAt: at(0) },
      { id: 2, isRead: true, createdAt: at(1) },
      { id: 3, isRead: false, createdAt: at(2) },
    ];
    expect(messagesToDrop(messages, 1)).toEqual([2, 1]);
  });
});
