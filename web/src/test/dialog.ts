// What jsdom lacks of <dialog>: its modal methods, which do here what the browser does.
export function installDialog() {
  if (!Reflect.has(HTMLDialogElement.prototype, "showModal")) {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  }
  if (!Reflect.has(HTMLDialogElement.prototype, "close")) {
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
}
