/** Hand-written people: professors (by teaching category), mentors and ordinary learners. */
import { l3, type L3 } from './util';

export type ProfessorSeed = { fullName: string; countryCode: string; categorySlug: string; occupation: L3 };

const p = (fullName: string, countryCode: string, categorySlug: string, es: string, pt: string, en: string): ProfessorSeed => ({
  fullName,
  countryCode,
  categorySlug,
  occupation: l3(es, pt, en),
});

/** The first professor is linked to the teacher@ demo account. */
export const PROFESSORS: readonly ProfessorSeed[] = [
  p('Lucía Fernández Salazar', 'pe', 'diseno-grafico', 'Diseñadora gráfica y directora de arte', 'Designer gráfica e diretora de arte', 'Graphic designer and art director'),
  p('Andrés Villanueva', 'mx', 'diseno-grafico', 'Diseñador de marcas', 'Designer de marcas', 'Brand designer'),
  p('Mariana Oliveira Costa', 'br', 'diseno-grafico', 'Diseñadora UX/UI', 'Designer UX/UI', 'UX/UI designer'),
  p('Tomás Iglesias', 'es', 'diseno-grafico', 'Tipógrafo y diseñador editorial', 'Tipógrafo e designer editorial', 'Type designer and editorial designer'),
  p('Carolina Méndez Ríos', 'co', 'ilustracion', 'Ilustradora digital', 'Ilustradora digital', 'Digital illustrator'),
  p('Joaquín Paredes', 'ar', 'ilustracion', 'Historietista y artista de cómic', 'Quadrinista', 'Comic artist'),
  p('Renata Albuquerque', 'br', 'ilustracion', 'Ilustradora de libros infantiles', 'Ilustradora de livros infantis', "Children's book illustrator"),
  p('Sofía Castañeda', 'cl', 'ilustracion', 'Acuarelista y profesora de arte', 'Aquarelista e professora de arte', 'Watercolourist and art teacher'),
  p('Diego Ramírez Soto', 'mx', 'fotografia', 'Fotógrafo de retrato y moda', 'Fotógrafo de retrato e moda', 'Portrait and fashion photographer'),
  p('Valeria Quispe Huamán', 'pe', 'fotografia', 'Fotógrafa de viajes', 'Fotógrafa de viagem', 'Travel photographer'),
  p('Gabriel Nascimento', 'br', 'fotografia', 'Fotógrafo de producto y gastronomía', 'Fotógrafo de produto e gastronomia', 'Product and food photographer'),
  p('Elena Robles', 'es', 'fotografia', 'Retocadora digital', 'Retocadora digital', 'Digital retoucher'),
  p('Martín Aguirre', 'ar', 'marketing-digital', 'Estratega de marketing digital', 'Estrategista de marketing digital', 'Digital marketing strategist'),
  p('Paula Restrepo', 'co', 'marketing-digital', 'Especialista en SEO', 'Especialista em SEO', 'SEO specialist'),
  p('Camila Duarte Lima', 'br', 'marketing-digital', 'Consultora de redes sociales', 'Consultora de redes sociais', 'Social media consultant'),
  p('Ricardo Montoya', 'mx', 'marketing-digital', 'Especialista en publicidad digital', 'Especialista em publicidade digital', 'Paid media specialist'),
  p('Sebastián Herrera', 'cl', 'programacion-y-tecnologia', 'Desarrollador full stack', 'Desenvolvedor full stack', 'Full-stack developer'),
  p('Daniela Torres Vega', 'pe', 'programacion-y-tecnologia', 'Científica de datos', 'Cientista de dados', 'Data scientist'),
  p('Felipe Moreira', 'br', 'programacion-y-tecnologia', 'Ingeniero de machine learning', 'Engenheiro de machine learning', 'Machine learning engineer'),
  p('Natalia Jiménez', 'es', 'programacion-y-tecnologia', 'Desarrolladora de apps móviles', 'Desenvolvedora de apps móveis', 'Mobile app developer'),
  p('Alejandro Cruz', 'mx', 'animacion-3d', 'Artista 3D', 'Artista 3D', '3D artist'),
  p('Isabela Rocha', 'br', 'animacion-3d', 'Animadora de personajes', 'Animadora de personagens', 'Character animator'),
  p('Nicolás Benítez', 'ar', 'animacion-3d', 'Motion designer', 'Motion designer', 'Motion designer'),
  p('Fernanda Vargas Llosa', 'pe', 'arquitectura', 'Arquitecta y visualizadora 3D', 'Arquiteta e visualizadora 3D', 'Architect and 3D visualiser'),
  p('Javier Ortega', 'es', 'arquitectura', 'Arquitecto especialista en BIM', 'Arquiteto especialista em BIM', 'BIM architect'),
  p('Gabriela Pineda', 'co', 'arquitectura', 'Diseñadora de interiores', 'Designer de interiores', 'Interior designer'),
  p('Emiliano Rojas', 'cl', 'video-y-cine', 'Director y guionista', 'Diretor e roteirista', 'Director and screenwriter'),
  p('Larissa Campos', 'br', 'video-y-cine', 'Editora de video y colorista', 'Editora de vídeo e colorista', 'Video editor and colourist'),
  p('Hugo Salinas', 'mx', 'video-y-cine', 'Creador de contenido audiovisual', 'Criador de conteúdo audiovisual', 'Video content creator'),
  p('Ignacio Ferreyra', 'ar', 'musica-y-audio', 'Productor musical', 'Produtor musical', 'Music producer'),
  p('Beatriz Santos', 'br', 'musica-y-audio', 'Ingeniera de sonido', 'Engenheira de som', 'Sound engineer'),
  p('Manuel Cárdenas', 'co', 'musica-y-audio', 'Locutor y podcaster', 'Locutor e podcaster', 'Voice-over artist and podcaster'),
  p('Ana María Guerrero', 'co', 'negocios', 'Consultora financiera', 'Consultora financeira', 'Financial consultant'),
  p('Rodrigo Palacios', 'pe', 'negocios', 'Emprendedor y mentor de startups', 'Empreendedor e mentor de startups', 'Entrepreneur and startup mentor'),
  p('Juliana Ferraz', 'br', 'negocios', 'Especialista en Excel y Power BI', 'Especialista em Excel e Power BI', 'Excel and Power BI specialist'),
  p('Pablo Echeverría', 'es', 'negocios', 'Project manager certificado', 'Gerente de projetos certificado', 'Certified project manager'),
  p('Victoria Lagos', 'cl', 'desarrollo-personal', 'Coach de oratoria', 'Coach de oratória', 'Public speaking coach'),
  p('Miguel Ángel Zapata', 'mx', 'desarrollo-personal', 'Consultor de liderazgo', 'Consultor de liderança', 'Leadership consultant'),
  p('Florencia Giménez', 'ar', 'desarrollo-personal', 'Escritora y editora', 'Escritora e editora', 'Writer and editor'),
  p('Ximena Delgado', 'mx', 'moda', 'Diseñadora de moda', 'Designer de moda', 'Fashion designer'),
  p('Rafaela Teixeira', 'br', 'moda', 'Patronista y costurera', 'Modelista e costureira', 'Pattern maker and seamstress'),
  p('Inés Bustamante', 'pe', 'artesania', 'Ceramista', 'Ceramista', 'Ceramicist'),
  p('Catalina Ospina', 'co', 'artesania', 'Bordadora y artista textil', 'Bordadeira e artista têxtil', 'Embroiderer and textile artist'),
  p('Mercedes Alarcón', 'es', 'artesania', 'Orfebre', 'Ourives', 'Silversmith'),
];

export type PersonSeed = { firstName: string; lastName: string; countryCode: string; gender: 'FEMALE' | 'MALE' };

const person = (firstName: string, lastName: string, countryCode: string, gender: 'FEMALE' | 'MALE'): PersonSeed => ({ firstName, lastName, countryCode, gender });

/** Ordinary learners (no special role). */
export const LEARNERS: readonly PersonSeed[] = [
  person('Rosa', 'Mamani', 'pe', 'FEMALE'),
  person('Luis', 'Chávez', 'pe', 'MALE'),
  person('Karina', 'Paz', 'pe', 'FEMALE'),
  person('Jorge', 'Salas', 'pe', 'MALE'),
  person('Fernanda', 'López', 'mx', 'FEMALE'),
  person('Carlos', 'Hernández', 'mx', 'MALE'),
  person('Daniela', 'Morales', 'mx', 'FEMALE'),
  person('Eduardo', 'Castillo', 'mx', 'MALE'),
  person('Laura', 'Gómez', 'co', 'FEMALE'),
  person('Santiago', 'Cárdenas', 'co', 'MALE'),
  person('Manuela', 'Restrepo', 'co', 'FEMALE'),
  person('Julián', 'Arango', 'co', 'MALE'),
  person('Agustina', 'Pereyra', 'ar', 'FEMALE'),
  person('Facundo', 'Sosa', 'ar', 'MALE'),
  person('Micaela', 'Romero', 'ar', 'FEMALE'),
  person('Franco', 'Acosta', 'ar', 'MALE'),
  person('Constanza', 'Muñoz', 'cl', 'FEMALE'),
  person('Benjamín', 'Fuentes', 'cl', 'MALE'),
  person('Javiera', 'Contreras', 'cl', 'FEMALE'),
  person('Matías', 'Vidal', 'cl', 'MALE'),
  person('Lucía', 'Navarro', 'es', 'FEMALE'),
  person('Álvaro', 'Serrano', 'es', 'MALE'),
  person('Marta', 'Molina', 'es', 'FEMALE'),
  person('Pedro', 'Ruiz', 'es', 'MALE'),
  person('Ana Clara', 'Ribeiro', 'br', 'FEMALE'),
  person('João Pedro', 'Almeida', 'br', 'MALE'),
  person('Letícia', 'Barbosa', 'br', 'FEMALE'),
  person('Thiago', 'Carvalho', 'br', 'MALE'),
  person('Bruna', 'Gomes', 'br', 'FEMALE'),
  person('Rafael', 'Martins', 'br', 'MALE'),
  person('Emily', 'Rodríguez', 'us', 'FEMALE'),
  person('Daniel', 'García', 'us', 'MALE'),
  person('Sara', 'Ibáñez', 'pe', 'FEMALE'),
  person('Andrés', 'Quiroga', 'co', 'MALE'),
  person('Paulina', 'Vega', 'mx', 'FEMALE'),
  person('Gonzalo', 'Medina', 'cl', 'MALE'),
];

export type MentorSeed = {
  fullName: string;
  headline: L3;
  expertise: string[];
  status: 'AVAILABLE' | 'TEMPORARY_SUSPENSION' | 'UNSUBSCRIBED' | 'VACATIONS';
};

const m = (fullName: string, status: MentorSeed['status'], expertise: string[], es: string, pt: string, en: string): MentorSeed => ({
  fullName,
  status,
  expertise,
  headline: l3(es, pt, en),
});

/** The first mentor is linked to the mentor@ demo account. */
export const MENTORS: readonly MentorSeed[] = [
  m('Patricia Núñez', 'AVAILABLE', ['Branding', 'Diseño editorial', 'Portafolio'], 'Te ayudo a construir un portafolio de diseño que consiga clientes', 'Ajudo você a montar um portfólio de design que conquiste clientes', 'I help you build a design portfolio that wins clients'),
  m('Héctor Valdivia', 'AVAILABLE', ['Fotografía', 'Lightroom', 'Retrato'], 'Fotógrafo con 15 años de experiencia en editorial y publicidad', 'Fotógrafo com 15 anos de experiência em editorial e publicidade', 'Photographer with 15 years in editorial and advertising work'),
  m('Larissa Monteiro', 'AVAILABLE', ['UX', 'Figma', 'Investigación de usuarios'], 'Diseñadora UX: revisiones de casos de estudio y entrevistas', 'Designer UX: revisão de estudos de caso e entrevistas', 'UX designer: case-study reviews and interview prep'),
  m('Germán Ríos', 'VACATIONS', ['Python', 'Ciencia de datos', 'SQL'], 'Científico de datos; te acompaño en tu primer proyecto de análisis', 'Cientista de dados; acompanho você no seu primeiro projeto de análise', 'Data scientist; I guide you through your first analysis project'),
  m('Claudia Espinoza', 'AVAILABLE', ['Marketing digital', 'Meta Ads', 'Estrategia'], 'Estrategias de marketing para pequeños negocios', 'Estratégias de marketing para pequenos negócios', 'Marketing strategies for small businesses'),
  m('Óscar Lozano', 'TEMPORARY_SUSPENSION', ['Blender', 'Modelado 3D'], 'Artista 3D para videojuegos y publicidad', 'Artista 3D para games e publicidade', '3D artist for games and advertising'),
  m('Verónica Cabrera', 'AVAILABLE', ['Liderazgo', 'Oratoria', 'Carrera'], 'Mentora de carrera para perfiles creativos', 'Mentora de carreira para perfis criativos', 'Career mentor for creative profiles'),
  m('Raúl Figueroa', 'UNSUBSCRIBED', ['Edición de video', 'Premiere Pro'], 'Editor de video para marcas y creadores', 'Editor de vídeo para marcas e criadores', 'Video editor for brands and creators'),
  m('Adriana Souza', 'AVAILABLE', ['Ilustración', 'Procreate', 'Licencias'], 'Ilustradora: cómo vender tu obra y trabajar con editoriales', 'Ilustradora: como vender sua obra e trabalhar com editoras', 'Illustrator: selling your work and working with publishers'),
  m('Tomás Bravo', 'AVAILABLE', ['Arquitectura', 'Revit', 'BIM'], 'Arquitecto BIM; revisión de proyectos y portafolio', 'Arquiteto BIM; revisão de projetos e portfólio', 'BIM architect; project and portfolio reviews'),
];
