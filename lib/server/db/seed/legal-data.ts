/**
 * Legal documents (terms, privacy, cookies, the Mexico privacy notice and cancellation
 * policy, the ARCO request procedure and the Peru complaints book) in three languages. Each body is a list of
 * sections; a section is a heading paragraph followed by its text, separated by blank lines.
 */
import type { L3 } from './util';

type Section = { es: [string, string]; pt: [string, string]; en: [string, string] };
export type LegalSeed = { slug: string; title: L3; updatedAt: string; sections: Section[] };

const s = (es: [string, string], pt: [string, string], en: [string, string]): Section => ({ es, pt, en });

export const LEGAL_DOCUMENTS: readonly LegalSeed[] = [
  {
    slug: 'terminos-y-condiciones',
    title: { es: 'Términos y condiciones', pt: 'Termos e condições', en: 'Terms and conditions' },
    updatedAt: '2026-01-15',
    sections: [
      s(
        ['1. Objeto', 'Estos términos regulan el uso de la plataforma de cursos en línea, incluidos el catálogo, las membresías, las certificaciones y los servicios para organizaciones. Al crear una cuenta o realizar una compra aceptas estas condiciones.'],
        ['1. Objeto', 'Estes termos regulam o uso da plataforma de cursos on-line, incluindo o catálogo, as assinaturas, as certificações e os serviços para organizações. Ao criar uma conta ou fazer uma compra, você aceita estas condições.'],
        ['1. Purpose', 'These terms govern the use of the online course platform, including the catalogue, memberships, certifications and services for organisations. By creating an account or making a purchase you accept these conditions.'],
      ),
      s(
        ['2. Cuenta de usuario', 'Debes proporcionar datos verdaderos y mantener la confidencialidad de tu contraseña. La cuenta es personal e intransferible; compartirla puede dar lugar a su suspensión.'],
        ['2. Conta de usuário', 'Você deve fornecer dados verdadeiros e manter a confidencialidade da sua senha. A conta é pessoal e intransferível; compartilhá-la pode levar à sua suspensão.'],
        ['2. User account', 'You must provide accurate information and keep your password confidential. Accounts are personal and non-transferable; sharing one may lead to its suspension.'],
      ),
      s(
        ['3. Compras y pagos', 'Los precios se muestran en la moneda de tu país e incluyen los impuestos aplicables cuando así lo exige la ley. Los descuentos y créditos se aplican en el carrito antes del pago y no son acumulables salvo indicación expresa.'],
        ['3. Compras e pagamentos', 'Os preços são exibidos na moeda do seu país e incluem os impostos aplicáveis quando a lei exige. Descontos e créditos são aplicados no carrinho antes do pagamento e não são cumulativos, salvo indicação expressa.'],
        ['3. Purchases and payments', 'Prices are shown in your local currency and include applicable taxes where the law requires it. Discounts and credits are applied in the cart before payment and cannot be combined unless expressly stated.'],
      ),
      s(
        ['4. Membresías', 'Las membresías se renuevan automáticamente al final de cada periodo salvo que las canceles desde la configuración de tu cuenta. La cancelación surte efecto al terminar el periodo ya pagado.'],
        ['4. Assinaturas', 'As assinaturas são renovadas automaticamente ao final de cada período, a menos que você as cancele nas configurações da sua conta. O cancelamento tem efeito ao final do período já pago.'],
        ['4. Memberships', 'Memberships renew automatically at the end of each period unless you cancel them from your account settings. Cancellation takes effect at the end of the period already paid.'],
      ),
      s(
        ['5. Propiedad intelectual', 'Los contenidos de los cursos pertenecen a sus autores y a la plataforma. Puedes verlos para tu aprendizaje personal, pero no descargarlos, redistribuirlos ni utilizarlos con fines comerciales.'],
        ['5. Propriedade intelectual', 'Os conteúdos dos cursos pertencem aos seus autores e à plataforma. Você pode assisti-los para seu aprendizado pessoal, mas não baixá-los, redistribuí-los nem usá-los para fins comerciais.'],
        ['5. Intellectual property', 'Course content belongs to its authors and to the platform. You may watch it for your personal learning but may not download, redistribute or use it commercially.'],
      ),
      s(
        ['6. Reembolsos', 'Puedes solicitar el reembolso de un curso dentro de los 14 días siguientes a la compra si has visto menos del 30 % de su contenido. Las certificaciones y membresías siguen las condiciones indicadas en su página de compra.'],
        ['6. Reembolsos', 'Você pode solicitar o reembolso de um curso em até 14 dias após a compra se tiver assistido a menos de 30% do conteúdo. Certificações e assinaturas seguem as condições indicadas na página de compra.'],
        ['6. Refunds', 'You may request a refund for a course within 14 days of purchase if you have watched less than 30% of its content. Certifications and memberships follow the conditions shown on their purchase page.'],
      ),
      s(
        ['7. Modificaciones y contacto', 'Podemos actualizar estos términos; te avisaremos por correo electrónico con al menos 15 días de antelación. Para cualquier consulta escríbenos desde el centro de ayuda.'],
        ['7. Alterações e contato', 'Podemos atualizar estes termos; avisaremos por e-mail com pelo menos 15 dias de antecedência. Para qualquer dúvida, escreva para nós pela central de ajuda.'],
        ['7. Changes and contact', 'We may update these terms; we will notify you by email at least 15 days in advance. For any question, write to us through the help centre.'],
      ),
    ],
  },
  {
    slug: 'politica-de-privacidad',
    title: { es: 'Política de privacidad', pt: 'Política de privacidade', en: 'Privacy policy' },
    updatedAt: '2026-01-15',
    sections: [
      s(
        ['1. Responsable del tratamiento', 'La plataforma es responsable del tratamiento de los datos personales que nos facilitas al registrarte, comprar o usar nuestros servicios.'],
        ['1. Controlador dos dados', 'A plataforma é a controladora dos dados pessoais que você nos fornece ao se cadastrar, comprar ou usar nossos serviços.'],
        ['1. Data controller', 'The platform is the controller of the personal data you give us when you register, buy or use our services.'],
      ),
      s(
        ['2. Datos que recopilamos', 'Tratamos tus datos de identificación y contacto, tu historial de cursos y progreso, los datos de facturación y la información técnica de tu dispositivo necesaria para prestar el servicio.'],
        ['2. Dados que coletamos', 'Tratamos seus dados de identificação e contato, seu histórico de cursos e progresso, os dados de cobrança e as informações técnicas do seu dispositivo necessárias para prestar o serviço.'],
        ['2. Data we collect', 'We process your identification and contact details, your course history and progress, billing data and the technical information about your device needed to provide the service.'],
      ),
      s(
        ['3. Finalidades', 'Usamos tus datos para gestionar tu cuenta, procesar pagos, personalizar recomendaciones, enviarte comunicaciones que hayas aceptado y mejorar la plataforma mediante analítica agregada.'],
        ['3. Finalidades', 'Usamos seus dados para gerenciar sua conta, processar pagamentos, personalizar recomendações, enviar comunicações que você tenha aceitado e melhorar a plataforma por meio de análises agregadas.'],
        ['3. Purposes', 'We use your data to manage your account, process payments, personalise recommendations, send communications you have agreed to and improve the platform through aggregated analytics.'],
      ),
      s(
        ['4. Conservación y seguridad', 'Conservamos los datos mientras tu cuenta esté activa y durante los plazos legales posteriores. Las contraseñas se almacenan cifradas con algoritmos robustos y nunca en texto plano.'],
        ['4. Retenção e segurança', 'Mantemos os dados enquanto sua conta estiver ativa e pelos prazos legais posteriores. As senhas são armazenadas com criptografia robusta e nunca em texto simples.'],
        ['4. Retention and security', 'We keep data while your account is active and for the legal periods afterwards. Passwords are stored using strong hashing and never in plain text.'],
      ),
      s(
        ['5. Tus derechos', 'Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos (derechos ARCO), así como solicitar su portabilidad, desde la configuración de tu cuenta o el formulario de solicitud ARCO.'],
        ['5. Seus direitos', 'Você pode acessar, corrigir, excluir ou se opor ao tratamento dos seus dados, além de solicitar sua portabilidade, nas configurações da sua conta ou pelo formulário de solicitação.'],
        ['5. Your rights', 'You can access, correct, delete or object to the processing of your data, and request its portability, from your account settings or the data request form.'],
      ),
    ],
  },
  {
    slug: 'politica-de-cookies',
    title: { es: 'Política de cookies', pt: 'Política de cookies', en: 'Cookie policy' },
    updatedAt: '2026-01-15',
    sections: [
      s(
        ['1. Qué son las cookies', 'Las cookies son pequeños archivos que el navegador guarda al visitar un sitio web. Nos permiten recordar tu sesión, tu idioma y tus preferencias.'],
        ['1. O que são cookies', 'Cookies são pequenos arquivos que o navegador salva ao visitar um site. Eles nos permitem lembrar sua sessão, seu idioma e suas preferências.'],
        ['1. What cookies are', 'Cookies are small files your browser stores when you visit a website. They let us remember your session, your language and your preferences.'],
      ),
      s(
        ['2. Cookies que usamos', 'Usamos cookies técnicas imprescindibles (sesión, seguridad, idioma), cookies de preferencias (tema claro u oscuro) y cookies analíticas que miden de forma agregada cómo se usa la plataforma.'],
        ['2. Cookies que usamos', 'Usamos cookies técnicos essenciais (sessão, segurança, idioma), cookies de preferências (tema claro ou escuro) e cookies analíticos que medem de forma agregada como a plataforma é usada.'],
        ['2. Cookies we use', 'We use essential technical cookies (session, security, language), preference cookies (light or dark theme) and analytics cookies that measure, in aggregate, how the platform is used.'],
      ),
      s(
        ['3. Duración', 'La cookie de sesión y la de identificador de sesión analítica duran como máximo 365 días; el resto se elimina al cerrar el navegador o tras un día.'],
        ['3. Duração', 'O cookie de sessão e o de identificador de sessão analítica duram no máximo 365 dias; os demais são apagados ao fechar o navegador ou após um dia.'],
        ['3. Duration', 'The session cookie and the analytics session identifier last at most 365 days; the rest are deleted when you close the browser or after one day.'],
      ),
      s(
        ['4. Cómo gestionarlas', 'Puedes aceptar o rechazar las cookies no esenciales desde el banner de cookies y borrarlas en cualquier momento desde la configuración de tu navegador.'],
        ['4. Como gerenciá-los', 'Você pode aceitar ou recusar os cookies não essenciais no banner de cookies e apagá-los a qualquer momento nas configurações do navegador.'],
        ['4. Managing them', 'You can accept or reject non-essential cookies from the cookie banner and delete them at any time from your browser settings.'],
      ),
    ],
  },
  {
    slug: 'aviso-de-privacidad',
    title: { es: 'Aviso de privacidad (México)', pt: 'Aviso de privacidade (México)', en: 'Privacy notice (Mexico)' },
    updatedAt: '2026-02-02',
    sections: [
      s(
        ['1. Identidad y domicilio del responsable', 'Cursalia, con domicilio para oír y recibir notificaciones en la Ciudad de México, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y su normativa aplicable. Este aviso aplica a las personas usuarias que residen en México o que compran en pesos mexicanos. Puedes contactar a nuestro departamento de datos personales en privacidad@cursalia.com.'],
        ['1. Identidade e endereço do responsável', 'A Cursalia, com endereço para notificações na Cidade do México, é responsável pelo tratamento dos seus dados pessoais conforme a Lei Federal de Proteção de Dados Pessoais em Posse de Particulares do México (LFPDPPP) e a regulamentação aplicável. Este aviso se aplica aos usuários que residem no México ou que compram em pesos mexicanos. Você pode entrar em contato com nosso departamento de dados pessoais em privacidad@cursalia.com.'],
        ['1. Identity and address of the controller', 'Cursalia, with an address for notices in Mexico City, is responsible for processing your personal data under the Mexican Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP) and its applicable regulations. This notice applies to users who live in Mexico or who buy in Mexican pesos. You can reach our personal data department at privacidad@cursalia.com.'],
      ),
      s(
        ['2. Datos personales que recabamos', 'Recabamos datos de identificación y contacto (nombre, correo electrónico, teléfono, país), datos académicos y profesionales (ocupación, intereses, cursos, avance y certificados), datos de facturación (RFC, razón social, régimen fiscal y código postal para emitir tu CFDI) y datos técnicos de navegación. No solicitamos datos personales sensibles. Los datos de tu tarjeta los procesa directamente nuestro proveedor de pagos certificado PCI DSS; nosotros no los almacenamos.'],
        ['2. Dados pessoais que coletamos', 'Coletamos dados de identificação e contato (nome, e-mail, telefone, país), dados acadêmicos e profissionais (ocupação, interesses, cursos, progresso e certificados), dados de faturamento (RFC, razão social, regime fiscal e CEP para emitir seu CFDI) e dados técnicos de navegação. Não solicitamos dados pessoais sensíveis. Os dados do seu cartão são processados diretamente pelo nosso provedor de pagamentos certificado PCI DSS; nós não os armazenamos.'],
        ['2. Personal data we collect', 'We collect identification and contact data (name, email, phone number, country), academic and professional data (occupation, interests, courses, progress and certificates), billing data (RFC tax ID, legal name, tax regime and postcode to issue your CFDI invoice) and technical browsing data. We do not request sensitive personal data. Your card details are processed directly by our PCI DSS certified payment provider; we do not store them.'],
      ),
      s(
        ['3. Finalidades primarias', 'Usamos tus datos para crear y administrar tu cuenta, darte acceso a los cursos y membresías que adquieras, registrar tu avance, emitir tus certificados, procesar pagos y reembolsos, emitir comprobantes fiscales, brindarte soporte y cumplir obligaciones legales. Estas finalidades son necesarias para prestarte el servicio.'],
        ['3. Finalidades principais', 'Usamos seus dados para criar e administrar sua conta, dar acesso aos cursos e assinaturas que você adquirir, registrar seu progresso, emitir seus certificados, processar pagamentos e reembolsos, emitir documentos fiscais, oferecer suporte e cumprir obrigações legais. Essas finalidades são necessárias para prestar o serviço.'],
        ['3. Primary purposes', 'We use your data to create and manage your account, give you access to the courses and memberships you buy, record your progress, issue your certificates, process payments and refunds, issue tax receipts, provide support and comply with legal obligations. These purposes are necessary to provide the service.'],
      ),
      s(
        ['4. Finalidades secundarias', 'Con tu consentimiento también usamos tus datos para enviarte novedades, promociones y recomendaciones de cursos, invitarte a encuestas y eventos en vivo y elaborar estadísticas de uso. Si no deseas que tus datos se usen para estas finalidades, escríbenos a privacidad@cursalia.com en cualquier momento; tu negativa no afecta el servicio que contrataste.'],
        ['4. Finalidades secundárias', 'Com o seu consentimento, também usamos seus dados para enviar novidades, promoções e recomendações de cursos, convidar você para pesquisas e eventos ao vivo e elaborar estatísticas de uso. Se você não quiser que seus dados sejam usados para essas finalidades, escreva para privacidad@cursalia.com a qualquer momento; sua recusa não afeta o serviço contratado.'],
        ['4. Secondary purposes', 'With your consent we also use your data to send you news, promotions and course recommendations, invite you to surveys and live events and produce usage statistics. If you do not want your data used for these purposes, write to privacidad@cursalia.com at any time; your refusal does not affect the service you bought.'],
      ),
      s(
        ['5. Transferencias de datos', 'Compartimos datos con encargados que nos prestan servicios de alojamiento, pagos, facturación electrónica y envío de correos, bajo contratos que los obligan a protegerlos. Si tu cuenta pertenece a una organización, esta puede ver tu avance en los cursos asignados. Solo transferimos datos sin tu consentimiento en los casos que permite la ley, por ejemplo ante el requerimiento de una autoridad competente.'],
        ['5. Transferências de dados', 'Compartilhamos dados com operadores que nos prestam serviços de hospedagem, pagamentos, faturamento eletrônico e envio de e-mails, sob contratos que os obrigam a protegê-los. Se a sua conta pertence a uma organização, ela pode ver seu progresso nos cursos atribuídos. Só transferimos dados sem o seu consentimento nos casos permitidos por lei, por exemplo, por requisição de uma autoridade competente.'],
        ['5. Data transfers', 'We share data with processors that provide hosting, payment, electronic invoicing and email services to us, under contracts that oblige them to protect it. If your account belongs to an organisation, it can see your progress in the courses assigned to you. We only transfer data without your consent where the law allows it, for example at the request of a competent authority.'],
      ),
      s(
        ['6. Derechos ARCO y revocación del consentimiento', 'Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento, así como revocar tu consentimiento, enviando una solicitud a arco@cursalia.com. El procedimiento, los requisitos y los plazos de respuesta se describen en nuestra página de Solicitud de derechos ARCO.'],
        ['6. Direitos ARCO e revogação do consentimento', 'Você pode acessar, retificar e cancelar seus dados ou se opor ao seu tratamento, bem como revogar seu consentimento, enviando uma solicitação para arco@cursalia.com. O procedimento, os requisitos e os prazos de resposta estão descritos na nossa página de Solicitação de direitos ARCO.'],
        ['6. ARCO rights and withdrawal of consent', 'You can access, rectify or cancel your data or object to its processing, and withdraw your consent, by sending a request to arco@cursalia.com. The procedure, requirements and response times are described on our ARCO rights request page.'],
      ),
      s(
        ['7. Cómo limitar el uso o divulgación de tus datos', 'Puedes darte de baja de nuestras comunicaciones desde el enlace incluido en cada correo o desde la configuración de notificaciones de tu cuenta. También puedes inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.'],
        ['7. Como limitar o uso ou a divulgação dos seus dados', 'Você pode cancelar o recebimento das nossas comunicações pelo link incluído em cada e-mail ou nas configurações de notificações da sua conta. Também pode se inscrever no Registro Público para Evitar Publicidade (REPEP) da Procuradoria Federal do Consumidor do México.'],
        ['7. How to limit the use or disclosure of your data', 'You can unsubscribe from our communications through the link in every email or from the notification settings of your account. You can also sign up to the Public Registry to Avoid Advertising (REPEP) of the Mexican Federal Consumer Protection Agency (Profeco).'],
      ),
      s(
        ['8. Cookies y cambios a este aviso', 'Usamos cookies y tecnologías similares para mantener tu sesión, recordar tus preferencias y medir el uso de la plataforma; consulta los detalles en nuestra Política de cookies. Cualquier cambio a este aviso se publicará en esta página y, si es relevante, te lo notificaremos por correo electrónico.'],
        ['8. Cookies e alterações deste aviso', 'Usamos cookies e tecnologias semelhantes para manter sua sessão, lembrar suas preferências e medir o uso da plataforma; consulte os detalhes na nossa Política de cookies. Qualquer alteração deste aviso será publicada nesta página e, se for relevante, avisaremos você por e-mail.'],
        ['8. Cookies and changes to this notice', 'We use cookies and similar technologies to keep you signed in, remember your preferences and measure how the platform is used; see our Cookie policy for details. Any change to this notice will be published on this page and, where relevant, notified to you by email.'],
      ),
    ],
  },
  {
    slug: 'solicitud-arco',
    title: { es: 'Solicitud de derechos ARCO', pt: 'Solicitação de direitos ARCO', en: 'ARCO rights request' },
    updatedAt: '2026-02-02',
    sections: [
      s(
        ['1. Qué son los derechos ARCO', 'Los derechos ARCO te permiten controlar tus datos personales: Acceso (saber qué datos tenemos y cómo los usamos), Rectificación (corregirlos si son inexactos o están incompletos), Cancelación (pedir que los eliminemos cuando ya no sean necesarios) y Oposición (negarte a que se usen para fines específicos). Los reconocen, entre otras, la ley mexicana LFPDPPP y la Ley de Protección de Datos Personales del Perú (Ley 29733), y los atendemos en todos los países donde operamos.'],
        ['1. O que são os direitos ARCO', 'Os direitos ARCO permitem que você controle seus dados pessoais: Acesso (saber quais dados temos e como os usamos), Retificação (corrigi-los se estiverem inexatos ou incompletos), Cancelamento (pedir que os excluamos quando não forem mais necessários) e Oposição (recusar que sejam usados para fins específicos). Eles são reconhecidos, entre outras, pela lei mexicana LFPDPPP e pela Lei de Proteção de Dados Pessoais do Peru (Lei 29733), e nós os atendemos em todos os países onde operamos.'],
        ['1. What ARCO rights are', 'ARCO rights let you control your personal data: Access (knowing what data we hold and how we use it), Rectification (correcting it when it is inaccurate or incomplete), Cancellation (asking us to delete it when it is no longer needed) and Opposition (objecting to its use for specific purposes). They are recognised by, among others, the Mexican LFPDPPP and the Peruvian Personal Data Protection Law (Law 29733), and we honour them in every country where we operate.'],
      ),
      s(
        ['2. Quién puede presentar la solicitud', 'La solicitud puede presentarla el titular de los datos o su representante legal. En el caso de menores de edad o personas en estado de interdicción, la presenta quien ejerza la patria potestad o la tutela, acreditando esa condición.'],
        ['2. Quem pode apresentar a solicitação', 'A solicitação pode ser apresentada pelo titular dos dados ou por seu representante legal. No caso de menores de idade ou pessoas interditadas, ela é apresentada por quem exerce o poder familiar ou a tutela, comprovando essa condição.'],
        ['2. Who can submit a request', 'A request can be submitted by the data subject or their legal representative. For minors or persons under legal guardianship, it is submitted by the parent or guardian, who must prove that status.'],
      ),
      s(
        ['3. Cómo presentarla', 'Envía un correo a arco@cursalia.com con el asunto «Solicitud ARCO», de preferencia desde el correo asociado a tu cuenta. Incluye tu nombre completo y el correo de tu cuenta, una copia de tu identificación oficial (INE, DNI, pasaporte o carné de extranjería), el derecho que quieres ejercer, una descripción clara de los datos involucrados y, si pides una rectificación, el documento que respalde el dato correcto. Si actúas como representante, adjunta también el documento que acredite tu representación.'],
        ['3. Como apresentá-la', 'Envie um e-mail para arco@cursalia.com com o assunto «Solicitação ARCO», de preferência a partir do e-mail associado à sua conta. Inclua seu nome completo e o e-mail da conta, uma cópia do seu documento oficial de identidade (INE, DNI, passaporte ou carteira de estrangeiro), o direito que deseja exercer, uma descrição clara dos dados envolvidos e, se pedir uma retificação, o documento que comprove o dado correto. Se você atuar como representante, anexe também o documento que comprove a representação.'],
        ['3. How to submit it', 'Send an email to arco@cursalia.com with the subject "ARCO request", preferably from the email address linked to your account. Include your full name and account email, a copy of an official ID (INE, DNI, passport or foreigner ID card), the right you want to exercise, a clear description of the data involved and, if you ask for a rectification, a document supporting the correct data. If you act as a representative, also attach the document proving your authority.'],
      ),
      s(
        ['4. Plazos de respuesta', 'Te enviaremos un acuse de recibo con un número de folio en un máximo de 2 días hábiles. Te comunicaremos nuestra respuesta en un plazo máximo de 20 días hábiles desde que recibimos la solicitud completa y, si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes. En Perú, las solicitudes de rectificación, cancelación y oposición se resuelven en un máximo de 10 días hábiles y las de acceso en 20 días hábiles. Estos plazos solo pueden ampliarse una vez, por un periodo igual, cuando lo justifiquen las circunstancias y te lo informemos.'],
        ['4. Prazos de resposta', 'Enviaremos um comprovante de recebimento com um número de protocolo em no máximo 2 dias úteis. Comunicaremos nossa resposta em no máximo 20 dias úteis a partir do recebimento da solicitação completa e, se for procedente, a efetivaremos nos 15 dias úteis seguintes. No Peru, as solicitações de retificação, cancelamento e oposição são resolvidas em no máximo 10 dias úteis e as de acesso em 20 dias úteis. Esses prazos só podem ser prorrogados uma vez, por igual período, quando as circunstâncias o justificarem e informarmos você.'],
        ['4. Response times', 'We will send you an acknowledgement with a reference number within 2 business days. We will give you our answer within 20 business days of receiving the complete request and, if it is granted, carry it out within the following 15 business days. In Peru, rectification, cancellation and opposition requests are resolved within 10 business days and access requests within 20 business days. These periods may be extended only once, for the same length of time, when the circumstances justify it and we tell you so.'],
      ),
      s(
        ['5. Información adicional', 'Si la solicitud está incompleta o no nos permite identificar los datos, te pediremos la información faltante dentro de los 5 días hábiles siguientes a su recepción. Tendrás 10 días hábiles para enviarla; si no la recibimos en ese plazo, la solicitud se tendrá por no presentada y podrás volver a enviarla cuando quieras.'],
        ['5. Informações adicionais', 'Se a solicitação estiver incompleta ou não nos permitir identificar os dados, pediremos as informações faltantes nos 5 dias úteis seguintes ao recebimento. Você terá 10 dias úteis para enviá-las; se não as recebermos nesse prazo, a solicitação será considerada não apresentada e você poderá reenviá-la quando quiser.'],
        ['5. Additional information', 'If the request is incomplete or does not let us identify the data, we will ask you for the missing information within 5 business days of receiving it. You will have 10 business days to send it; if we do not receive it in that time, the request will be treated as not submitted and you can send it again whenever you like.'],
      ),
      s(
        ['6. Costo y forma de entrega', 'El ejercicio de los derechos ARCO es gratuito. Entregaremos la información de acceso por correo electrónico en formatos de uso común (PDF y CSV). Solo podríamos cobrarte los gastos de envío o de reproducción en copias físicas si las solicitas expresamente, o cuando repitas la misma solicitud en menos de 12 meses, en los términos que permite la ley.'],
        ['6. Custo e forma de entrega', 'O exercício dos direitos ARCO é gratuito. Entregaremos as informações de acesso por e-mail em formatos de uso comum (PDF e CSV). Só poderíamos cobrar os custos de envio ou de reprodução em cópias físicas se você as solicitar expressamente, ou quando repetir a mesma solicitação em menos de 12 meses, nos termos permitidos por lei.'],
        ['6. Cost and delivery', 'Exercising your ARCO rights is free. We deliver access information by email in common formats (PDF and CSV). We may only charge shipping or reproduction costs for paper copies if you expressly ask for them, or when you repeat the same request within 12 months, as the law allows.'],
      ),
      s(
        ['7. Si no estás conforme con la respuesta', 'Si consideras que tu solicitud no fue atendida correctamente, puedes acudir a la autoridad de protección de datos de tu país: en México, la autoridad garante en materia de protección de datos personales en posesión de particulares; en Perú, la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos; en Brasil, la Autoridad Nacional de Protección de Datos (ANPD).'],
        ['7. Se você não concordar com a resposta', 'Se você considerar que sua solicitação não foi atendida corretamente, pode recorrer à autoridade de proteção de dados do seu país: no México, a autoridade responsável pela proteção de dados pessoais em posse de particulares; no Peru, a Autoridade Nacional de Proteção de Dados Pessoais do Ministério da Justiça e Direitos Humanos; no Brasil, a Autoridade Nacional de Proteção de Dados (ANPD).'],
        ['7. If you disagree with the answer', 'If you believe your request was not handled correctly, you can turn to the data protection authority of your country: in Mexico, the authority responsible for personal data held by private parties; in Peru, the National Personal Data Protection Authority of the Ministry of Justice and Human Rights; in Brazil, the National Data Protection Authority (ANPD).'],
      ),
    ],
  },
  {
    slug: 'politica-de-cancelacion',
    title: { es: 'Política de cancelación (México)', pt: 'Política de cancelamento (México)', en: 'Cancellation policy (Mexico)' },
    updatedAt: '2026-02-02',
    sections: [
      s(
        ['1. Alcance', 'Esta política aplica a las compras realizadas en México o pagadas en pesos mexicanos (MXN) y complementa nuestros Términos y condiciones, conforme a la Ley Federal de Protección al Consumidor. Explica cómo cancelar una membresía y en qué casos y plazos te devolvemos tu dinero.'],
        ['1. Abrangência', 'Esta política se aplica às compras feitas no México ou pagas em pesos mexicanos (MXN) e complementa nossos Termos e condições, conforme a Lei Federal de Proteção ao Consumidor do México. Ela explica como cancelar uma assinatura e em quais casos e prazos devolvemos o seu dinheiro.'],
        ['1. Scope', 'This policy applies to purchases made in Mexico or paid in Mexican pesos (MXN) and complements our Terms and conditions, in accordance with the Mexican Federal Consumer Protection Law. It explains how to cancel a membership and when, and how quickly, we refund your money.'],
      ),
      s(
        ['2. Cancelar tu membresía', 'Puedes cancelar la renovación automática de tu membresía en cualquier momento desde Configuración > Membresía, sin penalización ni llamadas. Conservarás el acceso hasta el último día del periodo pagado y no se realizará ningún cargo nuevo. Te enviamos un recordatorio por correo 7 días antes de cada renovación anual. Si cancelas durante la prueba gratuita de 7 días, no se realiza ningún cargo.'],
        ['2. Cancelar sua assinatura', 'Você pode cancelar a renovação automática da sua assinatura a qualquer momento em Configurações > Assinatura, sem multa nem ligações. Você mantém o acesso até o último dia do período pago e nenhuma nova cobrança será feita. Enviamos um lembrete por e-mail 7 dias antes de cada renovação anual. Se você cancelar durante o teste grátis de 7 dias, nenhuma cobrança será feita.'],
        ['2. Cancelling your membership', 'You can cancel the automatic renewal of your membership at any time from Settings > Membership, with no penalty and no phone calls. You keep access until the last day of the period you paid for and no new charge is made. We email you a reminder 7 days before each annual renewal. If you cancel during the 7-day free trial, you are not charged.'],
      ),
      s(
        ['3. Reembolso de membresías', 'Te devolvemos el 100 % del pago de una membresía si lo solicitas dentro de los 7 días naturales siguientes al cargo, ya sea el primer pago o una renovación, siempre que no hayas descargado certificados en ese periodo. Pasados esos 7 días, la cancelación detiene las renovaciones futuras, pero no genera reembolsos parciales del periodo en curso.'],
        ['3. Reembolso de assinaturas', 'Devolvemos 100% do pagamento de uma assinatura se você solicitar nos 7 dias corridos seguintes à cobrança, seja o primeiro pagamento ou uma renovação, desde que você não tenha baixado certificados nesse período. Depois desses 7 dias, o cancelamento interrompe as renovações futuras, mas não gera reembolsos parciais do período em andamento.'],
        ['3. Membership refunds', 'We refund 100% of a membership payment if you ask within 7 calendar days of the charge, whether it is the first payment or a renewal, provided you have not downloaded any certificates in that time. After those 7 days, cancelling stops future renewals but does not give a partial refund for the current period.'],
      ),
      s(
        ['4. Cursos, certificaciones y programas', 'Los cursos comprados de forma individual se reembolsan dentro de los 14 días naturales siguientes a la compra si has visto menos del 30 % de su contenido. Las certificaciones y programas con fecha de inicio se reembolsan completos si cancelas hasta 7 días naturales antes del inicio; después de esa fecha no son reembolsables, pero puedes pedir una sola vez el cambio a la siguiente edición.'],
        ['4. Cursos, certificações e programas', 'Os cursos comprados individualmente são reembolsados em até 14 dias corridos após a compra se você tiver assistido a menos de 30% do conteúdo. As certificações e os programas com data de início são reembolsados integralmente se você cancelar até 7 dias corridos antes do início; depois dessa data não são reembolsáveis, mas você pode pedir uma única vez a transferência para a próxima edição.'],
        ['4. Courses, certifications and programmes', 'Courses bought individually are refunded within 14 calendar days of purchase if you have watched less than 30% of their content. Certifications and programmes with a start date are fully refunded if you cancel up to 7 calendar days before the start; after that they are not refundable, but you can ask once to move to the next edition.'],
      ),
      s(
        ['5. Cómo solicitar un reembolso', 'Escribe a reembolsos@cursalia.com o usa el formulario del centro de ayuda indicando el correo de tu cuenta y el número de orden que aparece en tu comprobante de pago. Te responderemos en un máximo de 3 días hábiles con la aprobación o los motivos por los que no procede.'],
        ['5. Como solicitar um reembolso', 'Escreva para reembolsos@cursalia.com ou use o formulário da central de ajuda informando o e-mail da sua conta e o número do pedido que aparece no seu comprovante de pagamento. Responderemos em no máximo 3 dias úteis com a aprovação ou os motivos pelos quais ele não procede.'],
        ['5. How to request a refund', 'Write to reembolsos@cursalia.com or use the help centre form, giving your account email and the order number shown on your payment receipt. We will answer within 3 business days with the approval or the reasons why the refund does not apply.'],
      ),
      s(
        ['6. Plazo y forma de devolución', 'Una vez aprobado, emitimos el reembolso en pesos mexicanos al mismo medio de pago en un máximo de 7 días hábiles. Según tu banco, puede tardar hasta 30 días naturales en reflejarse en tu estado de cuenta. Si pagaste en efectivo en tiendas de conveniencia, te devolvemos el importe por transferencia a la CLABE que nos indiques. En compras a meses sin intereses, el banco ajusta las mensualidades pendientes, y si recibiste un CFDI, emitimos la nota de crédito correspondiente.'],
        ['6. Prazo e forma de devolução', 'Depois de aprovado, emitimos o reembolso em pesos mexicanos para o mesmo meio de pagamento em no máximo 7 dias úteis. Dependendo do seu banco, ele pode levar até 30 dias corridos para aparecer na sua fatura. Se você pagou em dinheiro em lojas de conveniência, devolvemos o valor por transferência para a conta CLABE que você indicar. Em compras parceladas sem juros, o banco ajusta as parcelas pendentes e, se você recebeu um CFDI, emitimos a nota de crédito correspondente.'],
        ['6. Refund timing and method', 'Once approved, we issue the refund in Mexican pesos to the same payment method within 7 business days. Depending on your bank, it can take up to 30 calendar days to appear on your statement. If you paid cash at a convenience store, we refund the amount by transfer to the CLABE account you give us. For interest-free instalment purchases, the bank adjusts the pending instalments, and if you received a CFDI invoice we issue the matching credit note.'],
      ),
      s(
        ['7. Cargos no reconocidos y Profeco', 'Si ves un cargo que no reconoces, escríbenos antes de iniciar una aclaración con tu banco: lo revisamos en un máximo de 2 días hábiles. Si no quedas conforme con nuestra respuesta, puedes presentar una queja ante la Procuraduría Federal del Consumidor (Profeco), incluso en línea a través de Concilianet.'],
        ['7. Cobranças não reconhecidas e Profeco', 'Se você vir uma cobrança que não reconhece, escreva para nós antes de abrir uma contestação com o seu banco: analisamos o caso em no máximo 2 dias úteis. Se não ficar satisfeito com a nossa resposta, você pode apresentar uma queixa à Procuradoria Federal do Consumidor do México (Profeco), inclusive on-line pelo Concilianet.'],
        ['7. Unrecognised charges and Profeco', 'If you see a charge you do not recognise, write to us before disputing it with your bank: we review it within 2 business days. If you are not satisfied with our answer, you can file a complaint with the Federal Consumer Protection Agency (Profeco), including online through Concilianet.'],
      ),
    ],
  },
  {
    slug: 'libro-de-reclamaciones',
    title: { es: 'Libro de reclamaciones', pt: 'Livro de reclamações (Peru)', en: 'Complaints book (Peru)' },
    updatedAt: '2026-02-02',
    sections: [
      s(
        ['1. Nuestro Libro de Reclamaciones virtual', 'Conforme a lo establecido en el Código de Protección y Defensa del Consumidor (Ley 29571) y su Reglamento del Libro de Reclamaciones, ponemos a tu disposición un Libro de Reclamaciones virtual para las compras y servicios contratados en el Perú. La hoja de reclamación muestra la razón social, el RUC y el domicilio del proveedor.'],
        ['1. Nosso Livro de Reclamações virtual', 'Conforme o Código de Proteção e Defesa do Consumidor do Peru (Lei 29571) e o seu Regulamento do Livro de Reclamações, colocamos à sua disposição um Livro de Reclamações virtual para as compras e os serviços contratados no Peru. A folha de reclamação mostra a razão social, o RUC e o endereço do fornecedor.'],
        ['1. Our virtual Complaints Book', 'As required by the Peruvian Consumer Protection and Defence Code (Law 29571) and its Complaints Book Regulation, we provide a virtual Complaints Book for purchases and services contracted in Peru. The complaint form shows the legal name, RUC tax number and address of the provider.'],
      ),
      s(
        ['2. Reclamo o queja: cuál elegir', 'Elige RECLAMO cuando no estás conforme con los productos o servicios que adquiriste, por ejemplo un cobro incorrecto, un curso que no puedes ver o un certificado que no se emitió. Elige QUEJA cuando tu malestar no se relaciona con el producto o servicio en sí, sino con la atención recibida, por ejemplo un trato inadecuado o la demora en responder tus consultas.'],
        ['2. Reclamação ou queixa: qual escolher', 'Escolha RECLAMO (reclamação) quando você não estiver satisfeito com os produtos ou serviços adquiridos, por exemplo uma cobrança incorreta, um curso que você não consegue assistir ou um certificado que não foi emitido. Escolha QUEJA (queixa) quando o seu descontentamento não estiver relacionado ao produto ou serviço em si, mas ao atendimento recebido, por exemplo um tratamento inadequado ou a demora em responder às suas dúvidas.'],
        ['2. Claim or complaint: which to choose', 'Choose RECLAMO (claim) when you are not satisfied with the products or services you bought, for example an incorrect charge, a course you cannot watch or a certificate that was not issued. Choose QUEJA (complaint) when your dissatisfaction is not about the product or service itself but about the service you received, for example inappropriate treatment or a delay in answering your questions.'],
      ),
      s(
        ['3. Cómo registrar tu reclamo o queja', 'Completa la hoja de reclamación virtual desde el centro de ayuda o escríbenos a reclamaciones@cursalia.com. Indica tu nombre completo, tu tipo y número de documento (DNI, carné de extranjería o pasaporte), tu domicilio, teléfono y correo electrónico; si eres menor de edad, los datos de tu padre, madre o apoderado. Describe el curso, membresía o servicio, el monto pagado, el detalle de lo ocurrido y el pedido concreto que nos haces.'],
        ['3. Como registrar sua reclamação ou queixa', 'Preencha a folha de reclamação virtual pela central de ajuda ou escreva para reclamaciones@cursalia.com. Informe seu nome completo, o tipo e o número do seu documento (DNI, carteira de estrangeiro ou passaporte), seu endereço, telefone e e-mail; se você for menor de idade, os dados do seu pai, mãe ou responsável. Descreva o curso, a assinatura ou o serviço, o valor pago, os detalhes do ocorrido e o pedido concreto que você nos faz.'],
        ['3. How to file your claim or complaint', 'Fill in the virtual complaint form from the help centre or write to reclamaciones@cursalia.com. Give your full name, your document type and number (DNI, foreigner ID card or passport), your address, phone number and email; if you are a minor, the details of your parent or guardian. Describe the course, membership or service, the amount paid, what happened and the specific remedy you are asking for.'],
      ),
      s(
        ['4. Constancia de registro', 'Al enviar tu reclamo o queja recibirás de inmediato en tu correo una copia de la hoja de reclamación con su número correlativo y la fecha de registro. Guárdala: te servirá para hacer seguimiento y como prueba ante cualquier autoridad.'],
        ['4. Comprovante de registro', 'Ao enviar sua reclamação ou queixa, você receberá imediatamente no seu e-mail uma cópia da folha de reclamação com o número sequencial e a data de registro. Guarde-a: ela servirá para acompanhar o caso e como prova perante qualquer autoridade.'],
        ['4. Proof of filing', 'When you submit your claim or complaint you will immediately receive by email a copy of the complaint form with its sequential number and filing date. Keep it: you can use it to follow up and as evidence before any authority.'],
      ),
      s(
        ['5. Plazo de respuesta', 'Te responderemos por escrito al correo que indiques en un plazo no mayor de quince (15) días hábiles improrrogables desde el registro, conforme al artículo 24 del Código de Protección y Defensa del Consumidor. La respuesta explicará nuestra posición y, cuando corresponda, la solución que te ofrecemos y el plazo para hacerla efectiva.'],
        ['5. Prazo de resposta', 'Responderemos por escrito no e-mail que você indicar em um prazo máximo de quinze (15) dias úteis improrrogáveis a partir do registro, conforme o artigo 24 do Código de Proteção e Defesa do Consumidor do Peru. A resposta explicará a nossa posição e, quando for o caso, a solução que oferecemos e o prazo para cumpri-la.'],
        ['5. Response time', 'We will reply in writing to the email you give us within fifteen (15) business days of filing, a period that cannot be extended, as set out in article 24 of the Consumer Protection and Defence Code. The reply will explain our position and, where appropriate, the solution we offer and the time needed to carry it out.'],
      ),
      s(
        ['6. Tus otros derechos', 'Presentar un reclamo o una queja no te impide acudir a otras vías de solución de controversias, ni es requisito previo para interponer una denuncia ante el INDECOPI. Conservamos las hojas de reclamación y sus respuestas durante al menos dos años.'],
        ['6. Seus outros direitos', 'Apresentar uma reclamação ou queixa não impede que você recorra a outras vias de solução de conflitos, nem é requisito prévio para apresentar uma denúncia ao INDECOPI, a autoridade de defesa do consumidor do Peru. Guardamos as folhas de reclamação e suas respostas por pelo menos dois anos.'],
        ['6. Your other rights', 'Filing a claim or complaint does not prevent you from using other dispute resolution channels, nor is it a prerequisite for lodging a complaint with INDECOPI, the Peruvian consumer protection authority. We keep complaint forms and our replies for at least two years.'],
      ),
    ],
  },
];

/** 'heading\n\ntext\n\nheading\n\ntext…' in one language. */
export function legalBody(doc: LegalSeed, lang: 'es' | 'pt' | 'en'): string {
  return doc.sections.map((section) => section[lang].join('\n\n')).join('\n\n');
}
