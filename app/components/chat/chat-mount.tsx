/**
 * Mount point for the chat support widget (built in its own issue). It renders
 * nothing until the widget exists so that pages pay nothing for it.
 */
export function ChatMount() {
  return <div id="chat-widget-root" />;
}
