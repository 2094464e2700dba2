/** Live sessions and downloadable resources/tools. Live times are offsets from `now`. */
import { l3, type L3 } from './util';

export type LiveSeed = { slug: string; title: L3; description: L3; host: string; startMinutes: number; durationMinutes: number | null };

const DAY = 24 * 60;
const live = (slug: string, host: string, startMinutes: number, durationMinutes: number | null, title: L3, description: L3): LiveSeed => ({
  slug,
  host,
  startMinutes,
  durationMinutes,
  title,
  description,
});

/** 5 past, 2 live now (one without an end), 5 upcoming. */
export const LIVE_SESSIONS: readonly LiveSeed[] = [
  live('tendencias-de-branding', 'Andrés Villanueva', -20 * DAY, 90,
    l3('Tendencias de branding para marcas latinoamericanas', 'Tendências de branding para marcas latino-americanas', 'Branding trends for Latin American brands'),
    l3('Analizamos casos reales de identidad visual y respondemos tus preguntas en directo.', 'Analisamos casos reais de identidade visual e respondemos suas perguntas ao vivo.', 'We look at real visual identity cases and answer your questions live.')),
  live('revision-de-portafolios-de-fotografia', 'Diego Ramírez Soto', -12 * DAY, 75,
    l3('Revisión de portafolios de fotografía', 'Revisão de portfólios de fotografia', 'Photography portfolio review'),
    l3('Envía tus mejores fotos y recibe feedback profesional en directo.', 'Envie suas melhores fotos e receba feedback profissional ao vivo.', 'Send your best shots and get professional feedback live.')),
  live('python-en-una-hora', 'Daniela Torres Vega', -6 * DAY, 60,
    l3('Python en una hora: tu primer análisis de datos', 'Python em uma hora: sua primeira análise de dados', 'Python in an hour: your first data analysis'),
    l3('Una sesión práctica para escribir tu primer script de análisis con datos abiertos.', 'Uma sessão prática para escrever seu primeiro script de análise com dados abertos.', 'A hands-on session to write your first analysis script with open data.')),
  live('como-cobrar-por-tu-trabajo-creativo', 'Rodrigo Palacios', -3 * DAY, 90,
    l3('Cómo cobrar por tu trabajo creativo', 'Como cobrar pelo seu trabalho criativo', 'How to charge for your creative work'),
    l3('Presupuestos, tarifas y negociación para freelancers creativos.', 'Orçamentos, preços e negociação para freelancers criativos.', 'Quotes, rates and negotiation for creative freelancers.')),
  live('blender-desde-cero-en-vivo', 'Alejandro Cruz', -26 * 60, 120,
    l3('Blender desde cero en vivo', 'Blender do zero ao vivo', 'Blender from scratch, live'),
    l3('Modelamos juntos una escena sencilla paso a paso.', 'Modelamos juntos uma cena simples passo a passo.', 'We model a simple scene together, step by step.')),
  live('masterclass-de-ilustracion-digital', 'Carolina Méndez Ríos', -30, 120,
    l3('Masterclass de ilustración digital', 'Masterclass de ilustração digital', 'Digital illustration masterclass'),
    l3('Una ilustración completa de principio a fin, con tus preguntas en el chat.', 'Uma ilustração completa do início ao fim, com suas perguntas no chat.', 'A complete illustration from start to finish, with your questions in the chat.')),
  live('radio-creativa-24-7', 'Manuel Cárdenas', -15, null,
    l3('Radio creativa: entrevistas en directo', 'Rádio criativa: entrevistas ao vivo', 'Creative radio: live interviews'),
    l3('Una emisión continua con entrevistas a profesores y estudiantes.', 'Uma transmissão contínua com entrevistas com professores e alunos.', 'A continuous broadcast with interviews with teachers and students.')),
  live('estrategia-de-contenidos-en-vivo', 'Martín Aguirre', 1 * DAY + 60, 90,
    l3('Estrategia de contenidos: taller en vivo', 'Estratégia de conteúdo: oficina ao vivo', 'Content strategy: live workshop'),
    l3('Construimos un calendario de contenidos para un negocio real.', 'Construímos um calendário de conteúdo para um negócio real.', 'We build a content calendar for a real business.')),
  live('preguntas-y-respuestas-sobre-ux', 'Mariana Oliveira Costa', 2 * DAY + 120, 60,
    l3('Preguntas y respuestas sobre carrera en UX', 'Perguntas e respostas sobre carreira em UX', 'Q&A on a career in UX'),
    l3('Todo lo que quieres saber para dar el salto al diseño de experiencia.', 'Tudo o que você quer saber para migrar para o design de experiência.', 'Everything you want to know about moving into experience design.')),
  live('excel-para-emprendedores', 'Juliana Ferraz', 4 * DAY, 75,
    l3('Excel para emprendedores', 'Excel para empreendedores', 'Excel for entrepreneurs'),
    l3('Plantillas y fórmulas para controlar ventas, gastos y stock.', 'Modelos e fórmulas para controlar vendas, despesas e estoque.', 'Templates and formulas to track sales, expenses and stock.')),
  live('produccion-musical-en-casa', 'Ignacio Ferreyra', 7 * DAY + 180, 90,
    l3('Producción musical en casa', 'Produção musical em casa', 'Music production at home'),
    l3('De la idea a la maqueta con un ordenador y unos auriculares.', 'Da ideia à demo com um computador e fones de ouvido.', 'From idea to demo with a computer and headphones.')),
  live('ceramica-para-principiantes-en-vivo', 'Inés Bustamante', 14 * DAY, 60,
    l3('Cerámica para principiantes en vivo', 'Cerâmica para iniciantes ao vivo', 'Ceramics for beginners, live'),
    l3('Modelamos a mano un cuenco y resolvemos dudas sobre materiales.', 'Modelamos à mão uma tigela e tiramos dúvidas sobre materiais.', 'We hand-build a bowl and answer questions about materials.')),
];

export type ResourceSeed = {
  slug: string;
  kind: 'TOOL' | 'EBOOK' | 'TEMPLATE' | 'VIDEO' | 'ARTICLE';
  categorySlug: string | null;
  isBusiness: boolean;
  title: L3;
  description: L3;
};

const res = (slug: string, kind: ResourceSeed['kind'], categorySlug: string | null, isBusiness: boolean, title: L3, description: L3): ResourceSeed => ({
  slug,
  kind,
  categorySlug,
  isBusiness,
  title,
  description,
});

export const RESOURCES: readonly ResourceSeed[] = [
  res('herramienta-generador-de-paletas', 'TOOL', 'diseno-grafico', false, l3('Generador de paletas de color', 'Gerador de paletas de cores', 'Colour palette generator'), l3('Crea combinaciones de color armónicas para tus proyectos de diseño.', 'Crie combinações de cores harmônicas para seus projetos de design.', 'Create harmonious colour combinations for your design projects.')),
  res('herramienta-calculadora-de-exposicion', 'TOOL', 'fotografia', false, l3('Calculadora de exposición', 'Calculadora de exposição', 'Exposure calculator'), l3('Encuentra la combinación de apertura, velocidad e ISO para cada escena.', 'Encontre a combinação de abertura, velocidade e ISO para cada cena.', 'Find the right aperture, shutter speed and ISO for every scene.')),
  res('herramienta-calculadora-de-campanas', 'TOOL', 'marketing-digital', false, l3('Calculadora de presupuesto de campañas', 'Calculadora de orçamento de campanhas', 'Campaign budget calculator'), l3('Estima alcance, clics y conversiones según tu presupuesto publicitario.', 'Estime alcance, cliques e conversões de acordo com seu orçamento de publicidade.', 'Estimate reach, clicks and conversions for your ad budget.')),
  res('herramienta-generador-de-nombres', 'TOOL', 'negocios', false, l3('Generador de nombres de marca', 'Gerador de nomes de marca', 'Brand name generator'), l3('Ideas de nombres para tu emprendimiento a partir de palabras clave.', 'Ideias de nomes para o seu negócio a partir de palavras-chave.', 'Name ideas for your business from a few keywords.')),
  res('ebook-guia-de-branding', 'EBOOK', 'diseno-grafico', false, l3('Guía de branding para emprendedores', 'Guia de branding para empreendedores', 'Branding guide for entrepreneurs'), l3('Un e-book de 40 páginas para construir la identidad de tu marca.', 'Um e-book de 40 páginas para construir a identidade da sua marca.', 'A 40-page e-book to build your brand identity.')),
  res('ebook-fotografia-digital', 'EBOOK', 'fotografia', false, l3('Fotografía digital para principiantes', 'Fotografia digital para iniciantes', 'Digital photography for beginners'), l3('Los conceptos básicos de la cámara explicados con ejemplos.', 'Os conceitos básicos da câmera explicados com exemplos.', 'Camera basics explained with examples.')),
  res('ebook-introduccion-a-python', 'EBOOK', 'programacion-y-tecnologia', false, l3('Introducción a Python', 'Introdução ao Python', 'Introduction to Python'), l3('Tu primer programa y las estructuras esenciales del lenguaje.', 'Seu primeiro programa e as estruturas essenciais da linguagem.', 'Your first program and the essential structures of the language.')),
  res('ebook-guia-de-upskilling', 'EBOOK', null, true, l3('Guía de upskilling para empresas', 'Guia de upskilling para empresas', 'Upskilling guide for companies'), l3('Cómo diseñar un programa de formación que retenga talento.', 'Como desenhar um programa de formação que retenha talentos.', 'How to design a training programme that retains talent.')),
  res('plantilla-calendario-de-contenidos', 'TEMPLATE', 'marketing-digital', false, l3('Plantilla de calendario de contenidos', 'Modelo de calendário de conteúdo', 'Content calendar template'), l3('Planifica tus publicaciones del mes en una hoja de cálculo.', 'Planeje suas publicações do mês em uma planilha.', 'Plan a month of posts in a spreadsheet.')),
  res('plantilla-brief-de-diseno', 'TEMPLATE', 'diseno-grafico', false, l3('Plantilla de brief de diseño', 'Modelo de briefing de design', 'Design brief template'), l3('Las preguntas clave para empezar cualquier proyecto con un cliente.', 'As perguntas-chave para começar qualquer projeto com um cliente.', 'The key questions to start any client project.')),
  res('plantilla-presupuesto-personal', 'TEMPLATE', 'negocios', false, l3('Plantilla de presupuesto personal', 'Modelo de orçamento pessoal', 'Personal budget template'), l3('Controla ingresos, gastos y ahorro mes a mes.', 'Controle receitas, despesas e poupança mês a mês.', 'Track income, spending and savings month by month.')),
  res('plantilla-plan-de-formacion-anual', 'TEMPLATE', null, true, l3('Plantilla de plan de formación anual', 'Modelo de plano de formação anual', 'Annual training plan template'), l3('Organiza objetivos, presupuesto y calendario de formación de tu equipo.', 'Organize objetivos, orçamento e calendário de formação da sua equipe.', 'Organise your team’s training goals, budget and calendar.')),
  res('plantilla-matriz-de-habilidades', 'TEMPLATE', null, true, l3('Matriz de habilidades del equipo', 'Matriz de habilidades da equipe', 'Team skills matrix'), l3('Detecta brechas de habilidades y prioriza la formación.', 'Identifique lacunas de habilidades e priorize a formação.', 'Spot skill gaps and prioritise training.')),
  res('video-tour-por-photoshop', 'VIDEO', 'diseno-grafico', false, l3('Tour por Photoshop en 10 minutos', 'Tour pelo Photoshop em 10 minutos', 'A 10-minute tour of Photoshop'), l3('Conoce la interfaz y las herramientas que más vas a usar.', 'Conheça a interface e as ferramentas que você mais vai usar.', 'Get to know the interface and the tools you will use most.')),
  res('video-primeros-pasos-en-blender', 'VIDEO', 'animacion-3d', false, l3('Primeros pasos en Blender', 'Primeiros passos no Blender', 'First steps in Blender'), l3('Navegación, atajos y tu primer objeto en 3D.', 'Navegação, atalhos e seu primeiro objeto 3D.', 'Navigation, shortcuts and your first 3D object.')),
  res('video-retorno-de-la-formacion', 'VIDEO', null, true, l3('Cómo medir el retorno de la formación', 'Como medir o retorno da formação', 'How to measure training ROI'), l3('Indicadores para demostrar el impacto del aprendizaje en tu empresa.', 'Indicadores para demonstrar o impacto do aprendizado na sua empresa.', 'Metrics that show the impact of learning on your company.')),
  res('articulo-aprendizaje-corporativo', 'ARTICLE', null, true, l3('Tendencias de aprendizaje corporativo', 'Tendências de aprendizagem corporativa', 'Corporate learning trends'), l3('Microaprendizaje, rutas personalizadas y formación basada en datos.', 'Microaprendizagem, trilhas personalizadas e formação baseada em dados.', 'Micro-learning, personalised paths and data-driven training.')),
  res('articulo-como-elegir-tu-primera-camara', 'ARTICLE', 'fotografia', false, l3('Cómo elegir tu primera cámara', 'Como escolher sua primeira câmera', 'How to choose your first camera'), l3('Réflex, sin espejo o compacta: qué mirar antes de comprar.', 'DSLR, mirrorless ou compacta: o que observar antes de comprar.', 'DSLR, mirrorless or compact: what to check before buying.')),
  res('articulo-guia-de-seo-on-page', 'ARTICLE', 'marketing-digital', false, l3('Guía de SEO on-page', 'Guia de SEO on-page', 'On-page SEO guide'), l3('Títulos, encabezados y enlaces internos que ayudan a posicionar.', 'Títulos, cabeçalhos e links internos que ajudam no posicionamento.', 'Titles, headings and internal links that help you rank.')),
];
