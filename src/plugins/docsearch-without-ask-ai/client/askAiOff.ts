/**
 * What DocSearch's modal gets from its Ask AI hook on a site without an
 * assistant, in place of the hook (index.ts). The modal calls that hook on
 * every render, whether Ask AI is on or not, and it is what brings the AI SDK
 * and zod into the modal's chunk. Without an assistant the modal never shows
 * Ask AI, so all it reads is this idle state: no messages, no error, no saved
 * conversations. The functions it calls when it opens, closes or clears the
 * query do nothing here, as there is no chat to reset.
 */
type Message = {id: string; role: string};

type Conversations = {
  add(conversation: unknown): void;
  addFeedback(messageId: string, feedback: string): void;
  getOne(messageId: string): Message | undefined;
  getAll(): unknown[];
  remove(conversation: unknown): void;
  getConversation(messageId: string): unknown;
};

export type AskAiState = {
  messages: Message[];
  status: 'ready';
  isStreaming: false;
  exchanges: unknown[];
  askAiError: undefined;
  conversations: Conversations;
  sendMessage(message: unknown): Promise<void>;
  setMessages(messages: Message[]): void;
  clearError(): void;
  resetAskAiAbortScope(): void;
  resetAskAiChatSession(request?: unknown): void;
  stopAskAiStreaming(): Promise<void>;
  sendFeedback(messageId: string, vote: number): Promise<void>;
};

const nothing = () => undefined;
const done = () => Promise.resolve();

/** One object for every render, so the modal's effects that depend on these functions do not run again. */
export const ASK_AI_OFF: AskAiState = Object.freeze({
  messages: [],
  status: 'ready',
  isStreaming: false,
  exchanges: [],
  askAiError: undefined,
  conversations: Object.freeze({
    add: nothing,
    addFeedback: nothing,
    getOne: nothing,
    getAll: () => [],
    remove: nothing,
    getConversation: nothing,
  }),
  // Unreachable without an assistant: the modal offers no way to ask.
  sendMessage: () => Promise.reject(new Error('Ask AI is not available: this site has no assistant.')),
  setMessages: nothing,
  clearError: nothing,
  resetAskAiAbortScope: nothing,
  resetAskAiChatSession: nothing,
  stopAskAiStreaming: done,
  sendFeedback: done,
});

export function useAskAiOff(): AskAiState {
  return ASK_AI_OFF;
}
