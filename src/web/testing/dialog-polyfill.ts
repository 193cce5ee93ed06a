// jsdom has HTMLDialogElement and its `open` attribute but no showModal() or close(). Import this
// in component tests that open a <Dialog> (components/ui/dialog.tsx).
const dialogProto = window.HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;

if (typeof dialogProto.showModal !== 'function') {
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialogProto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

export {};
