/**
 * Runs `run` in a task of its own, once the current task (and its microtasks) is done: the way to
 * let the browser paint or answer input between two pieces of work. A message the page sends
 * itself, not a timer: no clamping, and a test's paused clock does not hold it.
 */
export function inNextTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
