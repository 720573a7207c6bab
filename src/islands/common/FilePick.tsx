import { useState } from 'react';

/**
 * A file input that reads in Chinese: a 选择文件 button and the chosen file's name (the browser's own control
 * says "Choose File"). The real input stays in the page, focusable and labelled, visually hidden (.file-pick).
 * `disabled` (a file on its way) makes it aria-disabled and refuses a click, not disabled: the input just used keeps
 * the keyboard's focus (docs/accessibility.md, "Focus after an action").
 */
export default function FilePick({
  id,
  label,
  accept,
  multiple,
  disabled,
  button = '选择文件',
  onFiles,
}: {
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  button?: string;
  onFiles: (files: File[]) => void;
}) {
  const [names, setNames] = useState('');
  return (
    <label className="file-pick" htmlFor={id}>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-disabled={disabled || undefined}
        aria-label={label}
        onClick={(e) => {
          if (disabled) e.preventDefault();
        }}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          setNames(picked.map((f) => f.name).join('、'));
          onFiles(picked);
        }}
      />
      <span className="btn" aria-hidden="true">
        {button}
      </span>
      <span className="file-pick-name">{names || '未选择文件'}</span>
    </label>
  );
}
