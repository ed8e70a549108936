import { CHAT_TIMINGS, type ChatMessage, chatTopic, type LiveChange } from '@keeling/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveHandlers, type LiveHub, LiveHubContext } from '../../../lib/live-events';
import { useTypingPeople } from './use-typing-people';

const ROOM = '11111111-1111-4111-8111-111111111111';
const OTHER_ROOM = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';
const ANA = '44444444-4444-4444-8444-444444444444';
const BEN = '55555555-5555-4555-8555-555555555555';
const CLEO = '66666666-6666-4666-8666-666666666666';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A hub the test drives: what the dashboard's stream would pass to its subscribers. */
function fakeHub() {
  const subscribers = new Set<LiveHandlers>();
  const hub: LiveHub = {
    subscribe: (handlers) => {
      subscribers.add(handlers);
      return () => subscribers.delete(handlers);
    },
  };
  const signal = (change: LiveChange) =>
    act(() => {
      for (const handlers of subscribers) handlers.onSignal?.(change);
    });
  return { hub, signal };
}

const typing = (room: string, who: string): LiveChange => ({
  topic: chatTopic(room, ME),
  kind: 'chat.typing',
  entityId: who,
  version: 0,
});

const message = (seq: number, authorId: string) =>
  ({ id: `m-${seq}`, seq, authorId }) as unknown as ChatMessage;

function setup() {
  const { hub, signal } = fakeHub();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveHubContext value={hub}>{children}</LiveHubContext>
  );
  const hook = renderHook(
    ({ messages }: { messages: ChatMessage[] }) => useTypingPeople(ROOM, messages),
    { wrapper, initialProps: { messages: [message(1, ME)] } },
  );
  return { hook, signal };
}

describe('useTypingPeople', () => {
  it('shows who types in this conversation, in order, for typingShowMs after their last signal', () => {
    const { hook, signal } = setup();
    signal(typing(ROOM, ANA));
    signal(typing(OTHER_ROOM, CLEO));
    signal(typing(ROOM, BEN));
    expect(hook.result.current).toEqual([ANA, BEN]);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingShowMs - 1_000));
    signal(typing(ROOM, ANA));
    act(() => vi.advanceTimersByTime(1_500));
    // Ben's time is up; Ana typed again, hers runs from her last signal
    expect(hook.result.current).toEqual([ANA]);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingShowMs));
    expect(hook.result.current).toEqual([]);
  });

  it("ends someone's typing… when their message arrives", () => {
    const { hook, signal } = setup();
    signal(typing(ROOM, ANA));
    signal(typing(ROOM, BEN));
    hook.rerender({ messages: [message(1, ME), message(2, ANA)] });
    expect(hook.result.current).toEqual([BEN]);
  });

  it('ignores changes and other signals', () => {
    const { hook, signal } = setup();
    signal({ ...typing(ROOM, ANA), kind: 'chat.presence' });
    expect(hook.result.current).toEqual([]);
  });
});
