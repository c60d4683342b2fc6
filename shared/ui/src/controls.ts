// `@gbc/ui/controls`: the form fields and interactive widgets only some pages use. A shared module keeps
// all its exports, so these stay out of the core (`@gbc/ui`, in every first load) and load, as one chunk
// the shell provides, with the first page that uses one of them.
export * from './Checkbox.js';
export * from './Dialog.js';
export type { FieldProps } from './field-parts.js';
// For a field the kit has no control for (a rich-text editor, a group of checkboxes): its message looks the same.
export { ErrorText as FieldErrorText } from './field-parts.js';
export * from './Progress.js';
export * from './ProgressBar.js';
export * from './RadioGroup.js';
export * from './Select.js';
export * from './Slider.js';
export * from './SubmitButton.js';
export * from './Tabs.js';
export * from './TextArea.js';
export * from './TextField.js';
