import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-contracts/react';
import { usePhotoPicker } from '../../components/use-photo-picker';
import * as styles from './rich-text-editor.module.css';

/** `value` and `onChange` come from the form field around it; the value is read once, at mount. */
interface Props {
  value?: JSONContent | null;
  /** Null for a body cleared to nothing, so that the form's required rule sees it empty. */
  onChange?: (doc: JSONContent | null) => void;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
  label: string;
}

/**
 * The post's body: headings, lists, links, quotes and photos (sent through the uploads API).
 * The document is kept as the editor's JSON; the server renders and sanitises it.
 */
export function RichTextEditor({ value, onChange, dir, lang, label }: Props) {
  const { t } = useTranslation('community');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), Image],
    content: value ?? undefined,
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? null : current.getJSON()),
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir, lang, class: styles.content } },
    immediatelyRender: true,
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');

  const chain = () => editor.chain().focus();
  const tool = (key: keyof typeof active, text: string, run: () => void) => (
    <Tooltip title={t(`editor.tools.${key}`)}>
      <Button size="small" type={active[key] ? 'primary' : 'default'} aria-pressed={active[key]} aria-label={t(`editor.tools.${key}`)} onClick={run}>
        {text}
      </Button>
    </Tooltip>
  );
  const applyLink = () => {
    const url = href.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:)/i.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
    else return toast({ title: t('editor.linkInvalid'), variant: 'destructive' });
    setLinkOpen(false);
  };
  const picker = usePhotoPicker((image) => chain().setImage({ src: image.url, alt: '' }).run());

  return (
    <div className={styles.frame}>
      <Space wrap size={4} className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
        {tool('h2', t('editor.short.h2'), () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', t('editor.short.h3'), () => chain().toggleHeading({ level: 3 }).run())}
        {tool('bold', t('editor.short.bold'), () => chain().toggleBold().run())}
        {tool('italic', t('editor.short.italic'), () => chain().toggleItalic().run())}
        {tool('bullets', t('editor.short.bullets'), () => chain().toggleBulletList().run())}
        {tool('numbers', t('editor.short.numbers'), () => chain().toggleOrderedList().run())}
        {tool('quote', t('editor.short.quote'), () => chain().toggleBlockquote().run())}
        {tool('link', t('editor.short.link'), () => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setLinkOpen((open) => !open);
        })}
        <Tooltip title={t('editor.tools.image')}>
          <Button size="small" loading={picker.uploading} aria-label={t('editor.tools.image')} onClick={picker.open}>
            {t('editor.short.image')}
          </Button>
        </Tooltip>
        <input {...picker.inputProps} data-testid={`image-input-${lang}`} />
      </Space>
      {linkOpen ? (
        <Space.Compact className={styles.linkRow}>
          <Input
            dir="ltr"
            value={href}
            placeholder={t('editor.linkPlaceholder')}
            aria-label={t('editor.linkAddress')}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={applyLink}
          />
          <Button type="primary" onClick={applyLink}>
            {t('editor.linkApply')}
          </Button>
        </Space.Compact>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
