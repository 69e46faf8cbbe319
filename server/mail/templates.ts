import type { Language } from '../../contracts/language';
import { escapeHtml } from './escape-html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The code of a code mail: the line that is exactly 4 digits (a name may hold digits). */
export const codeOf = (text: string) => text.match(/^(\d{4})$/m)?.[1] ?? null;

function codeMail(subject: string, greeting: string, lines: string[], code: string): MailContent {
  const text = [greeting, '', ...lines.slice(0, 1), '', code, '', ...lines.slice(1)].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines[0] ?? '')}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
${lines
  .slice(1)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}`;
  return { subject, text, html };
}

function noticeMail(subject: string, greeting: string, lines: string[]): MailContent {
  return {
    subject,
    text: [greeting, '', ...lines].join('\n\n'),
    html: [greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** Mails are written in the user's language (DESIGN.md "Mail"). The code stays out of the
 * subject: subjects are logged, and shown on lock screens. It sits alone on its own line of
 * the text part, which is how the dev mailbox finds it (`codeOf`). */
export const mailTemplates = {
  registrationCode(language: Language, name: string, code: string): MailContent {
    return language === 'es'
      ? codeMail(
          'Tu código de GoalVision',
          `Hola, ${name}:`,
          [
            'Este es tu código para verificar tu cuenta de GoalVision:',
            'Caduca en 10 minutos. Si no creaste una cuenta, ignora este correo.',
          ],
          code,
        )
      : codeMail(
          'Your GoalVision code',
          `Hi ${name},`,
          [
            'Here is your code to verify your GoalVision account:',
            'It expires in 10 minutes. If you did not sign up, you can ignore this e-mail.',
          ],
          code,
        );
  },
  passwordResetCode(language: Language, name: string, code: string): MailContent {
    return language === 'es'
      ? codeMail(
          'Restablece tu contraseña de GoalVision',
          `Hola, ${name}:`,
          [
            'Usa este código para elegir una nueva contraseña:',
            'Caduca en 10 minutos. Si no lo pediste, ignora este correo; tu contraseña no cambia.',
          ],
          code,
        )
      : codeMail(
          'Reset your GoalVision password',
          `Hi ${name},`,
          [
            'Use this code to choose a new password:',
            'It expires in 10 minutes. If you did not ask for it, ignore this e-mail; your password stays the same.',
          ],
          code,
        );
  },
  emailChangeCode(language: Language, name: string, code: string): MailContent {
    return language === 'es'
      ? codeMail(
          'Confirma tu nuevo correo de GoalVision',
          `Hola, ${name}:`,
          [
            'Usa este código para confirmar esta dirección como el nuevo correo de tu cuenta de GoalVision:',
            'Caduca en 10 minutos. Si no lo pediste, ignora este correo; la cuenta no cambia.',
          ],
          code,
        )
      : codeMail(
          'Confirm your new GoalVision e-mail',
          `Hi ${name},`,
          [
            'Use this code to make this address the e-mail of your GoalVision account:',
            'It expires in 10 minutes. If you did not ask for it, ignore this e-mail; the account stays as it is.',
          ],
          code,
        );
  },
  /** To the old address once the account has moved to a new one: if the owner did not ask
   * for it, this mail is how they learn (the new address shows masked). */
  emailChanged(language: Language, name: string, maskedNewEmail: string): MailContent {
    return language === 'es'
      ? noticeMail('Tu correo de GoalVision ha cambiado', `Hola, ${name}:`, [
          `El correo de tu cuenta de GoalVision ha cambiado a ${maskedNewEmail}. Esta dirección ya no recibirá nuestros correos.`,
          'Si no fuiste tú, escribe al soporte de GoalVision cuanto antes para recuperar tu cuenta.',
        ])
      : noticeMail('Your GoalVision e-mail has changed', `Hi ${name},`, [
          `The e-mail of your GoalVision account has been changed to ${maskedNewEmail}. This address will no longer receive our e-mails.`,
          'If this was not you, contact GoalVision support right away to get your account back.',
        ]);
  },
};
