import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderFooter, Media } from '@/api/generated/model';
import { focusRing } from '@/components/ui/focus-ring';
import { SanitisedHtmlFrame } from '@/components/SanitisedHtmlFrame';
import { useLetterBrand } from '@/api/administration-style';
import { letterPageCss, letterPageHtml, type LetterBrand } from '@/lib/letter-page';
import { CHANNELS } from '../model/channels';
import { initialPreviewState, previewReducer } from '../model/preview-state';
import { sampleFacts } from '../model/sample-facts';
import { countSms } from '../model/sms';
import { fillPlaceholders, htmlToText } from '@/components/rich-text/placeholder-hml';

/** WhatsApp's limit of one message's text. */
const WHATSAPP_MAX = 4096;
/** Typing settles before the preview is generated again (sanitising a long letter takes a while). */
const GENERATE_DELAY_MS = 250;

type TemplatePreviewProps = {
  administrationId: string;
  templateId: string;
  name: string;
  hml: string;
  media: readonly Media[];
  headerFooter: HeaderFooter | null;
  /** Sample value per placeholder key (from GET /template-placeholders). */
  samples: ReadonlyMap<string, string>;
  /** The language the template is written in: money and dates are written in it. */
  language: string;
  /** The administration's currency (ISO 4217). */
  currency: string;
};

/**
 * The template as the debtor gets it, one tab per channel, placeholders filled with sample values
 * by the renderer that fills what is sent (money and dates in the template's language and the
 * administration's currency). HTML is sanitised (DOMPurify) and shown in the sandboxed frame the templates list uses; text
 * channels are text. Opening a template starts on the e-mail preview (SPEC §4); what was generated
 * is dropped when the administration changes.
 */
export function TemplatePreview({ administrationId, templateId, name, hml, media, headerFooter, samples, language, currency }: TemplatePreviewProps) {
  const { t } = useTranslation('templates');
  const headingId = useId();
  const [state, dispatch] = useReducer(previewReducer, undefined, () => initialPreviewState(administrationId, templateId));

  // Another template initialises the preview (SPEC §4); another administration clears it.
  const [seen, setSeen] = useState({ administrationId, templateId });
  if (seen.templateId !== templateId || seen.administrationId !== administrationId) {
    setSeen({ administrationId, templateId });
    dispatch(seen.templateId !== templateId ? { type: 'initialise', administrationId, templateId } : { type: 'administrationChanged', administrationId });
  }

  const facts = useMemo(() => sampleFacts(samples, language, currency), [samples, language, currency]);
  const filledBody = state.generated;
  const empty = filledBody === null;
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch({ type: 'generated', content: fillPlaceholders(hml, facts) }), empty ? 0 : GENERATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hml, facts, empty]);

  const header = useMemo(() => (headerFooter ? fillPlaceholders(headerFooter['header-html'], facts) : ''), [headerFooter, facts]);
  const footer = useMemo(() => (headerFooter ? fillPlaceholders(headerFooter['footer-html'], facts) : ''), [headerFooter, facts]);
  const text = useMemo(() => (filledBody === null ? '' : htmlToText(filledBody)), [filledBody]);
  const selectedIndex = CHANNELS.indexOf(state.previewType);
  const brand = useLetterBrand(administrationId);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-950">
        {t('editor.preview.heading')}
      </h2>
      <TabGroup selectedIndex={selectedIndex} onChange={(index) => dispatch({ type: 'select', previewType: CHANNELS[index] ?? 'email' })}>
        <TabList aria-label={t('editor.preview.channels')} className="flex flex-wrap gap-1 border-b border-slate-200">
          {CHANNELS.map((channel) => (
            <Tab
              key={channel}
              className={`-mb-px flex items-center gap-1.5 rounded-t-md border border-transparent px-3 py-2 text-sm text-slate-700 data-selected:border-slate-200 data-selected:border-b-white data-selected:bg-white data-selected:font-semibold data-selected:text-slate-950 ${focusRing}`}
            >
              {t(`channels.${channel}`)}
              {!media.includes(channel) && <span className="sr-only">{t('editor.preview.notInTemplate')}</span>}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-3">
          {CHANNELS.map((channel) => (
            <TabPanel key={channel} unmount className="flex flex-col gap-2">
              {!media.includes(channel) && <p className="text-sm text-slate-600">{t('editor.preview.channelOff', { channel: t(`channels.${channel}`) })}</p>}
              {filledBody === null ? (
                <p role="status" className="text-sm text-slate-600">
                  {t('editor.preview.generating')}
                </p>
              ) : (
                <ChannelPreview channel={channel} name={name} body={filledBody} text={text} header={header} footer={footer} headerFooter={headerFooter} brand={brand} />
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
}

type ChannelPreviewProps = {
  channel: Media;
  name: string;
  body: string;
  text: string;
  header: string;
  footer: string;
  headerFooter: HeaderFooter | null;
  /** The administration's logo and brand colour (its style). */
  brand: LetterBrand;
};

function ChannelPreview({ channel, name, body, text, header, footer, headerFooter, brand }: ChannelPreviewProps) {
  const { t } = useTranslation('templates');
  const title = t('editor.preview.frameTitle', { name, channel: t(`channels.${channel}`) });
  switch (channel) {
    case 'email':
      return <SanitisedHtmlFrame administrationImages title={title} html={`${header}${body}${footer}`} />;
    case 'letter':
      return (
        <>
          <p className="text-sm text-slate-600">
            {headerFooter ? t('editor.preview.letterLayout', { name: headerFooter.name, metric: headerFooter.metric }) : t('editor.preview.letterNoLayout')}
          </p>
          <SanitisedHtmlFrame administrationImages title={title} html={letterPageHtml(header, body, footer, brand)} layoutCss={letterPageCss(headerFooter, brand)} className="h-[40rem] w-full" />
        </>
      );
    case 'sms':
      return <SmsPreview title={title} text={text} />;
    case 'whatsapp':
      return (
        <figure aria-label={title} className="flex flex-col gap-2 rounded-lg bg-[#efeae2] p-4">
          <p className="max-w-md self-end rounded-lg rounded-tr-none bg-[#d9fdd3] px-3 py-2 text-sm whitespace-pre-line text-slate-900 shadow-sm">{text}</p>
          <figcaption className={`text-sm ${text.length > WHATSAPP_MAX ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
            {t('editor.preview.whatsappCount', { characters: text.length, max: WHATSAPP_MAX })}
          </figcaption>
        </figure>
      );
    case 'call':
      return (
        <figure aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
          <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('editor.preview.callScript')}</figcaption>
          <p className="text-base leading-relaxed whitespace-pre-line text-slate-900">{text}</p>
        </figure>
      );
  }
}

function SmsPreview({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('templates');
  const count = countSms(text);
  return (
    <figure aria-label={title} className="flex flex-col gap-2 rounded-lg bg-slate-100 p-4">
      <p className="max-w-sm rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm whitespace-pre-line text-slate-900 shadow-sm">{text}</p>
      <figcaption className="text-sm text-slate-700">
        {t('editor.preview.smsCount', { characters: count.characters, count: count.segments, encoding: count.encoding })}
        {count.encoding === 'UCS-2' && <span className="block text-amber-900">{t('editor.preview.smsUnicode')}</span>}
      </figcaption>
    </figure>
  );
}
