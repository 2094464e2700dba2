/**
 * Hand-written catalogue vocabulary in Spanish, Portuguese and English: categories,
 * subcategories and course topics (with the software each topic uses). Course titles
 * are built from a topic plus a title pattern (course-generator.ts).
 */
import { l3, type L3 } from './util';

export type TopicSeed = { name: L3; software: string[] };
export type SubcategorySeed = { slug: string; name: L3; topics: TopicSeed[] };
export type CategorySeed = { slug: string; name: L3; description: L3; icon: string; subcategories: SubcategorySeed[] };

const t = (es: string, pt: string, en: string, ...software: string[]): TopicSeed => ({ name: l3(es, pt, en), software });
const sub = (slug: string, es: string, pt: string, en: string, topics: TopicSeed[]): SubcategorySeed => ({ slug, name: l3(es, pt, en), topics });

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'diseno-grafico',
    icon: 'palette',
    name: l3('Diseño gráfico', 'Design gráfico', 'Graphic design'),
    description: l3(
      'Crea identidades, piezas editoriales e interfaces que comunican con claridad.',
      'Crie identidades, peças editoriais e interfaces que comunicam com clareza.',
      'Create identities, editorial pieces and interfaces that communicate clearly.',
    ),
    subcategories: [
      sub('branding', 'Branding y logotipos', 'Branding e logotipos', 'Branding and logos', [
        t('Diseño de logotipos', 'Design de logotipos', 'Logo design', 'Illustrator'),
        t('Identidad visual corporativa', 'Identidade visual corporativa', 'Corporate visual identity', 'Illustrator', 'Photoshop'),
        t('Branding para emprendedores', 'Branding para empreendedores', 'Branding for entrepreneurs', 'Illustrator', 'Canva'),
      ]),
      sub('tipografia', 'Tipografía', 'Tipografia', 'Typography', [
        t('Tipografía creativa', 'Tipografia criativa', 'Creative typography', 'Illustrator'),
        t('Lettering digital', 'Lettering digital', 'Digital lettering', 'Procreate'),
      ]),
      sub('diseno-editorial', 'Diseño editorial', 'Design editorial', 'Editorial design', [
        t('Diseño editorial con InDesign', 'Design editorial com InDesign', 'Editorial design with InDesign', 'InDesign'),
        t('Maquetación de revistas', 'Diagramação de revistas', 'Magazine layout', 'InDesign', 'Photoshop'),
      ]),
      sub('packaging', 'Packaging', 'Embalagens', 'Packaging', [
        t('Diseño de packaging', 'Design de embalagens', 'Packaging design', 'Illustrator'),
        t('Etiquetas para productos artesanales', 'Rótulos para produtos artesanais', 'Labels for handmade products', 'Illustrator', 'Photoshop'),
      ]),
      sub('diseno-web', 'Diseño web y UX', 'Design web e UX', 'Web and UX design', [
        t('Diseño de interfaces con Figma', 'Design de interfaces com Figma', 'Interface design with Figma', 'Figma'),
        t('Diseño UX para apps móviles', 'Design UX para apps móveis', 'UX design for mobile apps', 'Figma'),
        t('Prototipado web', 'Prototipagem web', 'Web prototyping', 'Figma'),
      ]),
    ],
  },
  {
    slug: 'ilustracion',
    icon: 'brush',
    name: l3('Ilustración', 'Ilustração', 'Illustration'),
    description: l3(
      'Dibuja, pinta y da vida a tus personajes con técnicas digitales y tradicionales.',
      'Desenhe, pinte e dê vida aos seus personagens com técnicas digitais e tradicionais.',
      'Draw, paint and bring your characters to life with digital and traditional techniques.',
    ),
    subcategories: [
      sub('ilustracion-digital', 'Ilustración digital', 'Ilustração digital', 'Digital illustration', [
        t('Ilustración digital con Procreate', 'Ilustração digital com Procreate', 'Digital illustration with Procreate', 'Procreate'),
        t('Ilustración digital en Photoshop', 'Ilustração digital no Photoshop', 'Digital illustration in Photoshop', 'Photoshop'),
        t('Ilustración vectorial', 'Ilustração vetorial', 'Vector illustration', 'Illustrator'),
      ]),
      sub('acuarela', 'Acuarela', 'Aquarela', 'Watercolour', [
        t('Acuarela botánica', 'Aquarela botânica', 'Botanical watercolour'),
        t('Retrato en acuarela', 'Retrato em aquarela', 'Watercolour portraits'),
      ]),
      sub('comic-manga', 'Cómic y manga', 'Quadrinhos e mangá', 'Comics and manga', [
        t('Cómic y novela gráfica', 'Quadrinhos e romance gráfico', 'Comics and graphic novels', 'Clip Studio Paint'),
        t('Dibujo de manga', 'Desenho de mangá', 'Manga drawing', 'Clip Studio Paint'),
      ]),
      sub('diseno-de-personajes', 'Diseño de personajes', 'Design de personagens', 'Character design', [
        t('Diseño de personajes para animación', 'Design de personagens para animação', 'Character design for animation', 'Photoshop'),
        t('Concept art para videojuegos', 'Concept art para games', 'Concept art for video games', 'Photoshop'),
      ]),
      sub('ilustracion-infantil', 'Ilustración infantil', 'Ilustração infantil', "Children's illustration", [
        t('Ilustración de libros infantiles', 'Ilustração de livros infantis', "Children's book illustration", 'Procreate'),
      ]),
    ],
  },
  {
    slug: 'fotografia',
    icon: 'photo_camera',
    name: l3('Fotografía', 'Fotografia', 'Photography'),
    description: l3(
      'Domina la cámara, la luz y la edición para contar historias con imágenes.',
      'Domine a câmera, a luz e a edição para contar histórias com imagens.',
      'Master the camera, light and editing to tell stories with pictures.',
    ),
    subcategories: [
      sub('fotografia-digital', 'Fotografía digital', 'Fotografia digital', 'Digital photography', [
        t('Fotografía digital', 'Fotografia digital', 'Digital photography', 'Lightroom'),
        t('Fotografía nocturna', 'Fotografia noturna', 'Night photography', 'Lightroom'),
        t('Composición fotográfica', 'Composição fotográfica', 'Photographic composition'),
      ]),
      sub('retrato', 'Retrato', 'Retrato', 'Portrait', [
        t('Fotografía de retrato', 'Fotografia de retrato', 'Portrait photography', 'Lightroom', 'Photoshop'),
        t('Iluminación de estudio', 'Iluminação de estúdio', 'Studio lighting'),
      ]),
      sub('fotografia-de-producto', 'Fotografía de producto', 'Fotografia de produto', 'Product photography', [
        t('Fotografía de producto para e-commerce', 'Fotografia de produto para e-commerce', 'Product photography for e-commerce', 'Photoshop'),
        t('Fotografía gastronómica', 'Fotografia gastronômica', 'Food photography', 'Lightroom'),
      ]),
      sub('edicion-fotografica', 'Edición fotográfica', 'Edição fotográfica', 'Photo editing', [
        t('Revelado digital con Lightroom', 'Revelação digital com Lightroom', 'Photo developing with Lightroom', 'Lightroom'),
        t('Retoque fotográfico en Photoshop', 'Retoque fotográfico no Photoshop', 'Photo retouching in Photoshop', 'Photoshop'),
      ]),
      sub('fotografia-movil', 'Fotografía con móvil', 'Fotografia com celular', 'Smartphone photography', [
        t('Fotografía con el móvil', 'Fotografia com o celular', 'Smartphone photography', 'Lightroom'),
      ]),
      sub('fotografia-de-viajes', 'Viajes y paisaje', 'Viagem e paisagem', 'Travel and landscape', [
        t('Fotografía de viajes', 'Fotografia de viagem', 'Travel photography', 'Lightroom'),
        t('Fotografía de paisaje', 'Fotografia de paisagem', 'Landscape photography', 'Lightroom', 'Photoshop'),
      ]),
    ],
  },
  {
    slug: 'marketing-digital',
    icon: 'campaign',
    name: l3('Marketing digital', 'Marketing digital', 'Digital marketing'),
    description: l3(
      'Atrae clientes con estrategia, contenidos, publicidad y datos.',
      'Atraia clientes com estratégia, conteúdo, publicidade e dados.',
      'Win customers with strategy, content, advertising and data.',
    ),
    subcategories: [
      sub('redes-sociales', 'Redes sociales', 'Redes sociais', 'Social media', [
        t('Estrategia en redes sociales', 'Estratégia em redes sociais', 'Social media strategy', 'Meta Business Suite'),
        t('Marketing en Instagram', 'Marketing no Instagram', 'Instagram marketing', 'Canva'),
        t('Community management', 'Community management', 'Community management', 'Canva'),
      ]),
      sub('seo', 'SEO y posicionamiento', 'SEO e posicionamento', 'SEO and search rankings', [
        t('SEO para tiendas online', 'SEO para lojas virtuais', 'SEO for online stores', 'Google Search Console'),
        t('Posicionamiento web SEO', 'Posicionamento web SEO', 'SEO web positioning', 'Google Search Console', 'WordPress'),
      ]),
      sub('publicidad-digital', 'Publicidad digital', 'Publicidade digital', 'Online advertising', [
        t('Publicidad en Google Ads', 'Publicidade no Google Ads', 'Google Ads advertising', 'Google Ads'),
        t('Campañas en Meta Ads', 'Campanhas no Meta Ads', 'Meta Ads campaigns', 'Meta Ads'),
      ]),
      sub('email-marketing', 'Email marketing', 'E-mail marketing', 'Email marketing', [
        t('Email marketing y automatización', 'E-mail marketing e automação', 'Email marketing and automation', 'Mailchimp'),
      ]),
      sub('analitica-web', 'Analítica web', 'Análise web', 'Web analytics', [
        t('Analítica web con Google Analytics 4', 'Análise web com Google Analytics 4', 'Web analytics with Google Analytics 4', 'Google Analytics'),
        t('Dashboards de marketing', 'Dashboards de marketing', 'Marketing dashboards', 'Looker Studio', 'Excel'),
      ]),
      sub('marketing-de-contenidos', 'Marketing de contenidos', 'Marketing de conteúdo', 'Content marketing', [
        t('Copywriting persuasivo', 'Copywriting persuasivo', 'Persuasive copywriting'),
        t('Marketing de contenidos', 'Marketing de conteúdo', 'Content marketing', 'WordPress'),
      ]),
    ],
  },
  {
    slug: 'programacion-y-tecnologia',
    icon: 'code',
    name: l3('Programación y tecnología', 'Programação e tecnologia', 'Programming and technology'),
    description: l3(
      'Programa sitios, apps y modelos de datos con las herramientas que pide el mercado.',
      'Programe sites, apps e modelos de dados com as ferramentas que o mercado pede.',
      'Build websites, apps and data models with the tools employers ask for.',
    ),
    subcategories: [
      sub('desarrollo-web', 'Desarrollo web', 'Desenvolvimento web', 'Web development', [
        t('Desarrollo web con HTML y CSS', 'Desenvolvimento web com HTML e CSS', 'Web development with HTML and CSS', 'VS Code'),
        t('JavaScript moderno', 'JavaScript moderno', 'Modern JavaScript', 'VS Code'),
        t('React y Next.js', 'React e Next.js', 'React and Next.js', 'VS Code'),
      ]),
      sub('python-y-datos', 'Python y ciencia de datos', 'Python e ciência de dados', 'Python and data science', [
        t('Python para análisis de datos', 'Python para análise de dados', 'Python for data analysis', 'Python'),
        t('Visualización de datos con Python', 'Visualização de dados com Python', 'Data visualisation with Python', 'Python'),
        t('SQL para analistas', 'SQL para analistas', 'SQL for analysts', 'SQL'),
      ]),
      sub('inteligencia-artificial', 'Inteligencia artificial', 'Inteligência artificial', 'Artificial intelligence', [
        t('Inteligencia artificial generativa', 'Inteligência artificial generativa', 'Generative artificial intelligence', 'ChatGPT', 'Midjourney'),
        t('Machine learning con Python', 'Machine learning com Python', 'Machine learning with Python', 'Python'),
        t('Prompt engineering', 'Engenharia de prompts', 'Prompt engineering', 'ChatGPT'),
      ]),
      sub('apps-moviles', 'Apps móviles', 'Apps móveis', 'Mobile apps', [
        t('Apps con Flutter', 'Apps com Flutter', 'Apps with Flutter', 'Flutter'),
        t('Desarrollo de apps con React Native', 'Desenvolvimento de apps com React Native', 'App development with React Native', 'VS Code'),
      ]),
      sub('no-code', 'No-code y automatización', 'No-code e automação', 'No-code and automation', [
        t('Automatización con Make y Zapier', 'Automação com Make e Zapier', 'Automation with Make and Zapier', 'Zapier'),
        t('Sitios web con Webflow', 'Sites com Webflow', 'Websites with Webflow', 'Webflow'),
      ]),
    ],
  },
  {
    slug: 'animacion-3d',
    icon: 'view_in_ar',
    name: l3('Animación 3D', 'Animação 3D', '3D animation'),
    description: l3(
      'Modela, anima y renderiza mundos y personajes en tres dimensiones.',
      'Modele, anime e renderize mundos e personagens em três dimensões.',
      'Model, animate and render worlds and characters in three dimensions.',
    ),
    subcategories: [
      sub('modelado-3d', 'Modelado 3D', 'Modelagem 3D', '3D modelling', [
        t('Modelado 3D con Blender', 'Modelagem 3D com Blender', '3D modelling with Blender', 'Blender'),
        t('Modelado de props para videojuegos', 'Modelagem de props para games', 'Prop modelling for games', 'Blender', 'Substance Painter'),
      ]),
      sub('animacion-de-personajes', 'Animación de personajes', 'Animação de personagens', 'Character animation', [
        t('Animación de personajes en Maya', 'Animação de personagens no Maya', 'Character animation in Maya', 'Maya'),
        t('Animación 3D con Blender', 'Animação 3D com Blender', '3D animation with Blender', 'Blender'),
      ]),
      sub('motion-graphics', 'Motion graphics', 'Motion graphics', 'Motion graphics', [
        t('Motion graphics con After Effects', 'Motion graphics com After Effects', 'Motion graphics with After Effects', 'After Effects'),
        t('Animación de logotipos', 'Animação de logotipos', 'Logo animation', 'After Effects', 'Illustrator'),
      ]),
      sub('render-3d', 'Render y visualización', 'Render e visualização', 'Rendering and visualisation', [
        t('Render fotorrealista', 'Render fotorrealista', 'Photorealistic rendering', 'Blender'),
        t('Iluminación y materiales 3D', 'Iluminação e materiais 3D', '3D lighting and materials', 'Blender', 'Substance Painter'),
      ]),
      sub('escultura-digital', 'Escultura digital', 'Escultura digital', 'Digital sculpting', [
        t('Escultura digital con ZBrush', 'Escultura digital com ZBrush', 'Digital sculpting with ZBrush', 'ZBrush'),
      ]),
    ],
  },
  {
    slug: 'arquitectura',
    icon: 'architecture',
    name: l3('Arquitectura', 'Arquitetura', 'Architecture'),
    description: l3(
      'Proyecta, modela y presenta espacios con software profesional.',
      'Projete, modele e apresente espaços com software profissional.',
      'Design, model and present spaces with professional software.',
    ),
    subcategories: [
      sub('diseno-de-interiores', 'Diseño de interiores', 'Design de interiores', 'Interior design', [
        t('Diseño de interiores', 'Design de interiores', 'Interior design', 'SketchUp'),
        t('Interiorismo para espacios pequeños', 'Design de interiores para espaços pequenos', 'Interior design for small spaces', 'SketchUp'),
      ]),
      sub('modelado-arquitectonico', 'Modelado arquitectónico', 'Modelagem arquitetônica', 'Architectural modelling', [
        t('Planos arquitectónicos con AutoCAD', 'Plantas arquitetônicas com AutoCAD', 'Architectural drawings with AutoCAD', 'AutoCAD'),
        t('Modelado BIM con Revit', 'Modelagem BIM com Revit', 'BIM modelling with Revit', 'Revit'),
        t('Modelado en SketchUp', 'Modelagem no SketchUp', 'Modelling in SketchUp', 'SketchUp'),
      ]),
      sub('visualizacion-arquitectonica', 'Visualización arquitectónica', 'Visualização arquitetônica', 'Architectural visualisation', [
        t('Visualización arquitectónica con V-Ray', 'Visualização arquitetônica com V-Ray', 'Architectural visualisation with V-Ray', '3ds Max', 'V-Ray'),
        t('Render arquitectónico con Lumion', 'Render arquitetônico com Lumion', 'Architectural rendering with Lumion', 'Lumion'),
      ]),
      sub('paisajismo', 'Paisajismo', 'Paisagismo', 'Landscape architecture', [
        t('Diseño de jardines', 'Design de jardins', 'Garden design', 'SketchUp'),
      ]),
    ],
  },
  {
    slug: 'video-y-cine',
    icon: 'movie',
    name: l3('Video y cine', 'Vídeo e cinema', 'Video and film'),
    description: l3(
      'Graba, edita y postproduce piezas audiovisuales para cine, marcas y redes.',
      'Grave, edite e finalize peças audiovisuais para cinema, marcas e redes.',
      'Shoot, edit and finish audiovisual work for film, brands and social media.',
    ),
    subcategories: [
      sub('edicion-de-video', 'Edición de video', 'Edição de vídeo', 'Video editing', [
        t('Edición de video con Premiere Pro', 'Edição de vídeo com Premiere Pro', 'Video editing with Premiere Pro', 'Premiere Pro'),
        t('Edición de video con DaVinci Resolve', 'Edição de vídeo com DaVinci Resolve', 'Video editing with DaVinci Resolve', 'DaVinci Resolve'),
      ]),
      sub('direccion-de-cine', 'Dirección de cine', 'Direção de cinema', 'Film directing', [
        t('Dirección de cortometrajes', 'Direção de curtas-metragens', 'Short film directing'),
        t('Guion cinematográfico', 'Roteiro cinematográfico', 'Screenwriting'),
      ]),
      sub('contenido-para-youtube', 'Contenido para YouTube', 'Conteúdo para YouTube', 'YouTube content', [
        t('Creación de contenido para YouTube', 'Criação de conteúdo para YouTube', 'YouTube content creation', 'Premiere Pro'),
        t('Video para redes sociales', 'Vídeo para redes sociais', 'Video for social media', 'CapCut'),
      ]),
      sub('postproduccion', 'Postproducción y color', 'Pós-produção e cor', 'Post-production and colour', [
        t('Corrección de color', 'Correção de cor', 'Colour grading', 'DaVinci Resolve'),
        t('Efectos visuales con After Effects', 'Efeitos visuais com After Effects', 'Visual effects with After Effects', 'After Effects'),
      ]),
      sub('video-con-movil', 'Video con móvil', 'Vídeo com celular', 'Smartphone video', [
        t('Video documental con el móvil', 'Vídeo documental com o celular', 'Documentary filmmaking on your phone', 'CapCut'),
      ]),
    ],
  },
  {
    slug: 'musica-y-audio',
    icon: 'music_note',
    name: l3('Música y audio', 'Música e áudio', 'Music and audio'),
    description: l3(
      'Produce, mezcla y comparte tu música o tu podcast con calidad profesional.',
      'Produza, mixe e compartilhe sua música ou seu podcast com qualidade profissional.',
      'Produce, mix and share your music or podcast at professional quality.',
    ),
    subcategories: [
      sub('produccion-musical', 'Producción musical', 'Produção musical', 'Music production', [
        t('Producción musical con Ableton Live', 'Produção musical com Ableton Live', 'Music production with Ableton Live', 'Ableton Live'),
        t('Producción de música urbana', 'Produção de música urbana', 'Urban music production', 'FL Studio'),
      ]),
      sub('mezcla-y-mastering', 'Mezcla y mastering', 'Mixagem e masterização', 'Mixing and mastering', [
        t('Mezcla y mastering', 'Mixagem e masterização', 'Mixing and mastering', 'Pro Tools'),
        t('Diseño sonoro', 'Design de som', 'Sound design', 'Ableton Live'),
      ]),
      sub('podcast-y-locucion', 'Podcast y locución', 'Podcast e locução', 'Podcasting and voice-over', [
        t('Creación de podcasts', 'Criação de podcasts', 'Podcast creation', 'Audition'),
        t('Locución profesional', 'Locução profissional', 'Professional voice-over', 'Audition'),
      ]),
      sub('instrumentos', 'Instrumentos', 'Instrumentos', 'Instruments', [
        t('Guitarra acústica', 'Violão', 'Acoustic guitar'),
        t('Piano y armonía', 'Piano e harmonia', 'Piano and harmony'),
      ]),
    ],
  },
  {
    slug: 'negocios',
    icon: 'business_center',
    name: l3('Negocios', 'Negócios', 'Business'),
    description: l3(
      'Emprende, gestiona y haz crecer proyectos con finanzas, datos y ventas.',
      'Empreenda, gerencie e faça crescer projetos com finanças, dados e vendas.',
      'Start, manage and grow ventures with finance, data and sales.',
    ),
    subcategories: [
      sub('emprendimiento', 'Emprendimiento', 'Empreendedorismo', 'Entrepreneurship', [
        t('Modelo de negocio con Lean Canvas', 'Modelo de negócio com Lean Canvas', 'Business modelling with Lean Canvas'),
        t('Cómo lanzar tu tienda online', 'Como lançar sua loja virtual', 'How to launch your online store', 'Shopify'),
      ]),
      sub('finanzas', 'Finanzas', 'Finanças', 'Finance', [
        t('Finanzas para no financieros', 'Finanças para não financeiros', 'Finance for non-financial managers', 'Excel'),
        t('Finanzas personales', 'Finanças pessoais', 'Personal finance', 'Excel'),
      ]),
      sub('excel-y-productividad', 'Excel y productividad', 'Excel e produtividade', 'Excel and productivity', [
        t('Excel para el trabajo', 'Excel para o trabalho', 'Excel for work', 'Excel'),
        t('Power BI para negocios', 'Power BI para negócios', 'Power BI for business', 'Power BI', 'Excel'),
        t('Tablas dinámicas en Excel', 'Tabelas dinâmicas no Excel', 'Excel pivot tables', 'Excel'),
      ]),
      sub('gestion-de-proyectos', 'Gestión de proyectos', 'Gestão de projetos', 'Project management', [
        t('Gestión ágil de proyectos con Scrum', 'Gestão ágil de projetos com Scrum', 'Agile project management with Scrum', 'Jira'),
        t('Gestión de proyectos con Notion', 'Gestão de projetos com Notion', 'Project management with Notion', 'Notion'),
      ]),
      sub('ventas', 'Ventas', 'Vendas', 'Sales', [
        t('Técnicas de venta consultiva', 'Técnicas de venda consultiva', 'Consultative selling techniques', 'HubSpot'),
        t('Negociación efectiva', 'Negociação eficaz', 'Effective negotiation'),
      ]),
      sub('recursos-humanos', 'Recursos humanos', 'Recursos humanos', 'Human resources', [
        t('Reclutamiento y selección de talento', 'Recrutamento e seleção de talentos', 'Talent recruitment and selection', 'Excel'),
      ]),
    ],
  },
  {
    slug: 'desarrollo-personal',
    icon: 'self_improvement',
    name: l3('Desarrollo personal', 'Desenvolvimento pessoal', 'Personal development'),
    description: l3(
      'Comunica mejor, organiza tu tiempo y lidera con confianza.',
      'Comunique-se melhor, organize seu tempo e lidere com confiança.',
      'Communicate better, organise your time and lead with confidence.',
    ),
    subcategories: [
      sub('oratoria', 'Oratoria', 'Oratória', 'Public speaking', [
        t('Oratoria y presentaciones eficaces', 'Oratória e apresentações eficazes', 'Public speaking and effective presentations', 'PowerPoint'),
        t('Storytelling para comunicar', 'Storytelling para comunicar', 'Storytelling to communicate'),
      ]),
      sub('productividad', 'Productividad', 'Produtividade', 'Productivity', [
        t('Productividad personal', 'Produtividade pessoal', 'Personal productivity', 'Notion'),
        t('Gestión del tiempo', 'Gestão do tempo', 'Time management'),
      ]),
      sub('liderazgo', 'Liderazgo', 'Liderança', 'Leadership', [
        t('Liderazgo de equipos remotos', 'Liderança de equipes remotas', 'Remote team leadership'),
        t('Inteligencia emocional', 'Inteligência emocional', 'Emotional intelligence'),
      ]),
      sub('bienestar', 'Bienestar', 'Bem-estar', 'Wellbeing', [
        t('Mindfulness para el día a día', 'Mindfulness para o dia a dia', 'Mindfulness for everyday life'),
        t('Yoga en casa', 'Yoga em casa', 'Yoga at home'),
      ]),
      sub('escritura-creativa', 'Escritura creativa', 'Escrita criativa', 'Creative writing', [
        t('Escritura creativa', 'Escrita criativa', 'Creative writing'),
        t('Escritura de novela', 'Escrita de romance', 'Novel writing'),
      ]),
    ],
  },
  {
    slug: 'moda',
    icon: 'checkroom',
    name: l3('Moda', 'Moda', 'Fashion'),
    description: l3(
      'Diseña colecciones, patrones y marcas de moda con mirada sostenible.',
      'Desenhe coleções, moldes e marcas de moda com olhar sustentável.',
      'Design collections, patterns and fashion brands with a sustainable eye.',
    ),
    subcategories: [
      sub('diseno-de-moda', 'Diseño de moda', 'Design de moda', 'Fashion design', [
        t('Diseño de moda sostenible', 'Design de moda sustentável', 'Sustainable fashion design'),
        t('Diseño de colecciones de moda', 'Design de coleções de moda', 'Fashion collection design', 'Illustrator'),
      ]),
      sub('patronaje-y-confeccion', 'Patronaje y confección', 'Modelagem e costura', 'Pattern making and sewing', [
        t('Patronaje de prendas', 'Modelagem de roupas', 'Garment pattern making'),
        t('Costura a máquina', 'Costura à máquina', 'Machine sewing'),
      ]),
      sub('ilustracion-de-moda', 'Ilustración de moda', 'Ilustração de moda', 'Fashion illustration', [
        t('Ilustración de moda', 'Ilustração de moda', 'Fashion illustration', 'Procreate'),
      ]),
      sub('marcas-de-moda', 'Marcas de moda', 'Marcas de moda', 'Fashion brands', [
        t('Creación de marcas de ropa', 'Criação de marcas de roupas', 'Clothing brand creation', 'Shopify'),
        t('Estilismo y asesoría de imagen', 'Styling e consultoria de imagem', 'Styling and image consulting'),
      ]),
    ],
  },
  {
    slug: 'artesania',
    icon: 'handyman',
    name: l3('Artesanía', 'Artesanato', 'Crafts'),
    description: l3(
      'Aprende oficios con las manos: cerámica, bordado, joyería y más.',
      'Aprenda ofícios com as mãos: cerâmica, bordado, joalheria e mais.',
      'Learn hands-on crafts: ceramics, embroidery, jewellery and more.',
    ),
    subcategories: [
      sub('ceramica', 'Cerámica', 'Cerâmica', 'Ceramics', [
        t('Cerámica en torno', 'Cerâmica no torno', 'Wheel-thrown ceramics'),
        t('Cerámica modelada a mano', 'Cerâmica modelada à mão', 'Hand-built ceramics'),
      ]),
      sub('bordado', 'Bordado', 'Bordado', 'Embroidery', [
        t('Bordado a mano', 'Bordado à mão', 'Hand embroidery'),
        t('Bordado contemporáneo', 'Bordado contemporâneo', 'Contemporary embroidery'),
      ]),
      sub('joyeria', 'Joyería', 'Joalheria', 'Jewellery', [
        t('Joyería en plata', 'Joalheria em prata', 'Silver jewellery making'),
      ]),
      sub('encuadernacion', 'Encuadernación', 'Encadernação', 'Bookbinding', [
        t('Encuadernación artesanal', 'Encadernação artesanal', 'Handmade bookbinding'),
      ]),
      sub('tejido', 'Tejido', 'Tricô e crochê', 'Knitting and crochet', [
        t('Crochet', 'Crochê', 'Crochet'),
        t('Tejido con dos agujas', 'Tricô com duas agulhas', 'Two-needle knitting'),
        t('Amigurumis', 'Amigurumis', 'Amigurumi'),
      ]),
    ],
  },
];
