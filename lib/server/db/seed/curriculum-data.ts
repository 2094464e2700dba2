/**
 * Quiz questions of the demo curricula, in Spanish, Portuguese and English: a few per category
 * (what a course of that category really asks) and some for any course, built on its topic.
 * The correct options are marked here and stored with the quiz (server-side only: the pages get
 * lib/domain/learning/lecture-content.ts publicLectureContent).
 */
import type { QuizQuestion } from '@/lib/domain/learning/lecture-content';
import { l3, lowerFirst, type L3 } from './util';

type Opt = [es: string, pt: string, en: string, correct?: boolean];

function question(id: string, type: 'SIMPLE' | 'MULTIPLE', prompt: L3, options: Opt[], explanation?: L3): QuizQuestion {
  return {
    id,
    type,
    prompt,
    options: options.map(([es, pt, en, correct], i) => ({ id: `${id}-${String.fromCharCode(97 + i)}`, text: l3(es, pt, en), correct: correct === true })),
    ...(explanation ? { explanation } : {}),
  };
}

const Q = question;

/** Questions by category slug (catalogue-data.ts). */
export const CATEGORY_QUESTIONS: Record<string, readonly QuizQuestion[]> = {
  'diseno-grafico': [
    Q('dg-contrast', 'SIMPLE', l3('¿Qué logra un buen contraste entre el texto y el fondo?', 'O que um bom contraste entre texto e fundo garante?', 'What does good contrast between text and background achieve?'), [
      ['Que el texto se lea con facilidad', 'Que o texto seja lido com facilidade', 'The text is easy to read', true],
      ['Que la pieza pese menos', 'Que a peça fique mais leve', 'The file gets smaller'],
      ['Que se impriman menos colores', 'Que se imprimam menos cores', 'Fewer colours are printed'],
    ], l3('El contraste separa figura y fondo: sin él, el mensaje cuesta leerlo.', 'O contraste separa figura e fundo: sem ele, a mensagem fica difícil de ler.', 'Contrast separates figure and ground: without it the message is hard to read.')),
    Q('dg-vector', 'SIMPLE', l3('¿Por qué un logotipo se entrega en formato vectorial?', 'Por que um logotipo é entregue em formato vetorial?', 'Why is a logo delivered as a vector file?'), [
      ['Porque se puede escalar sin perder calidad', 'Porque pode ser ampliado sem perder qualidade', 'It scales without losing quality', true],
      ['Porque ocupa más espacio', 'Porque ocupa mais espaço', 'It takes more space'],
      ['Porque solo se puede abrir en un programa', 'Porque só abre em um programa', 'Only one program can open it'],
    ]),
    Q('dg-grid', 'MULTIPLE', l3('¿Para qué sirve una retícula en diseño editorial?', 'Para que serve um grid no design editorial?', 'What is a grid for in editorial design?'), [
      ['Ordenar los elementos de la página', 'Organizar os elementos da página', 'Ordering the elements of the page', true],
      ['Dar coherencia entre páginas', 'Dar coerência entre as páginas', 'Keeping pages consistent', true],
      ['Elegir la tipografía', 'Escolher a tipografia', 'Choosing the typeface'],
    ]),
    Q('dg-cmyk', 'SIMPLE', l3('¿En qué modo de color se prepara un archivo para imprenta?', 'Em qual modo de cor se prepara um arquivo para a gráfica?', 'Which colour mode is a file prepared in for print?'), [
      ['CMYK', 'CMYK', 'CMYK', true],
      ['RGB', 'RGB', 'RGB'],
      ['Escala de grises siempre', 'Sempre em tons de cinza', 'Always greyscale'],
    ]),
  ],
  ilustracion: [
    Q('il-thumbs', 'SIMPLE', l3('¿Para qué se hacen bocetos en miniatura antes de ilustrar?', 'Para que se fazem esboços em miniatura antes de ilustrar?', 'Why sketch thumbnails before illustrating?'), [
      ['Para probar composiciones rápido', 'Para testar composições rapidamente', 'To try compositions quickly', true],
      ['Para ahorrar tinta', 'Para economizar tinta', 'To save ink'],
      ['Para definir el precio', 'Para definir o preço', 'To set the price'],
    ]),
    Q('il-values', 'SIMPLE', l3('Si una ilustración funciona en blanco y negro, ¿qué está bien resuelto?', 'Se uma ilustração funciona em preto e branco, o que está bem resolvido?', 'If an illustration works in black and white, what is well solved?'), [
      ['Los valores de luz y sombra', 'Os valores de luz e sombra', 'The values of light and shadow', true],
      ['La paleta de color', 'A paleta de cores', 'The colour palette'],
      ['El tamaño del archivo', 'O tamanho do arquivo', 'The file size'],
    ]),
    Q('il-layers', 'MULTIPLE', l3('¿Qué ventajas tiene trabajar por capas?', 'Quais as vantagens de trabalhar em camadas?', 'What are the advantages of working in layers?'), [
      ['Corregir una parte sin tocar el resto', 'Corrigir uma parte sem mexer no resto', 'Fixing one part without touching the rest', true],
      ['Probar variantes de color', 'Testar variações de cor', 'Trying colour variants', true],
      ['Que el dibujo se haga solo', 'Que o desenho se faça sozinho', 'The drawing draws itself'],
    ]),
    Q('il-reference', 'SIMPLE', l3('¿Cuál es el mejor uso de una referencia fotográfica?', 'Qual é o melhor uso de uma referência fotográfica?', 'What is the best use of a photo reference?'), [
      ['Entender la forma y la luz para luego interpretarlas', 'Entender a forma e a luz para depois interpretá-las', 'Understanding form and light, then interpreting them', true],
      ['Calcarla tal cual', 'Decalcá-la exatamente', 'Tracing it as it is'],
      ['Evitarla siempre', 'Evitá-la sempre', 'Always avoiding it'],
    ]),
  ],
  fotografia: [
    Q('ph-aperture', 'SIMPLE', l3('¿Qué pasa al abrir el diafragma (f/1.8 en lugar de f/8)?', 'O que acontece ao abrir o diafragma (f/1.8 em vez de f/8)?', 'What happens when you open the aperture (f/1.8 instead of f/8)?'), [
      ['Entra más luz y baja la profundidad de campo', 'Entra mais luz e diminui a profundidade de campo', 'More light comes in and depth of field gets shallower', true],
      ['Entra menos luz', 'Entra menos luz', 'Less light comes in'],
      ['Aumenta el ruido digital', 'Aumenta o ruído digital', 'Digital noise increases'],
    ], l3('Un número f más bajo es una abertura mayor: más luz y fondo más desenfocado.', 'Um número f menor é uma abertura maior: mais luz e fundo mais desfocado.', 'A lower f-number is a wider opening: more light and a blurrier background.')),
    Q('ph-shutter', 'SIMPLE', l3('¿Qué velocidad de obturación congela mejor a un ciclista en movimiento?', 'Qual velocidade do obturador congela melhor um ciclista em movimento?', 'Which shutter speed best freezes a moving cyclist?'), [
      ['1/1000 s', '1/1000 s', '1/1000 s', true],
      ['1/15 s', '1/15 s', '1/15 s'],
      ['1 s', '1 s', '1 s'],
    ]),
    Q('ph-iso', 'SIMPLE', l3('¿Cuál es el efecto secundario de subir mucho el ISO?', 'Qual é o efeito colateral de aumentar muito o ISO?', 'What is the side effect of raising ISO a lot?'), [
      ['Más ruido en la imagen', 'Mais ruído na imagem', 'More noise in the image', true],
      ['Menos nitidez del objetivo', 'Menos nitidez da lente', 'A less sharp lens'],
      ['Colores más saturados siempre', 'Cores sempre mais saturadas', 'Always more saturated colours'],
    ]),
    Q('ph-light', 'MULTIPLE', l3('¿Qué caracteriza la luz de la hora dorada?', 'O que caracteriza a luz da hora dourada?', 'What characterises golden-hour light?'), [
      ['Es cálida', 'É quente', 'It is warm', true],
      ['Crea sombras largas y suaves', 'Cria sombras longas e suaves', 'It casts long, soft shadows', true],
      ['Es la más dura del día', 'É a mais dura do dia', 'It is the harshest of the day'],
    ]),
  ],
  'marketing-digital': [
    Q('mk-ctr', 'SIMPLE', l3('¿Qué mide el CTR de un anuncio?', 'O que mede o CTR de um anúncio?', 'What does an ad’s CTR measure?'), [
      ['Los clics sobre las impresiones', 'Os cliques sobre as impressões', 'Clicks over impressions', true],
      ['Las ventas sobre las visitas', 'As vendas sobre as visitas', 'Sales over visits'],
      ['El costo por cada mil impresiones', 'O custo por mil impressões', 'The cost per thousand impressions'],
    ]),
    Q('mk-buyer', 'SIMPLE', l3('¿Qué es un buyer persona?', 'O que é uma buyer persona?', 'What is a buyer persona?'), [
      ['Un perfil semi-ficticio del cliente ideal', 'Um perfil semifictício do cliente ideal', 'A semi-fictional profile of the ideal customer', true],
      ['El gerente de compras de la empresa', 'O gerente de compras da empresa', 'The company’s purchasing manager'],
      ['Un influencer contratado', 'Um influenciador contratado', 'A hired influencer'],
    ]),
    Q('mk-seo', 'MULTIPLE', l3('¿Qué ayuda al posicionamiento orgánico (SEO) de una página?', 'O que ajuda o posicionamento orgânico (SEO) de uma página?', 'What helps a page’s organic ranking (SEO)?'), [
      ['Contenido útil que responde a la búsqueda', 'Conteúdo útil que responde à busca', 'Useful content that answers the search', true],
      ['Que cargue rápido', 'Que carregue rápido', 'Loading fast', true],
      ['Repetir la palabra clave cien veces', 'Repetir a palavra-chave cem vezes', 'Repeating the keyword a hundred times'],
    ]),
    Q('mk-funnel', 'SIMPLE', l3('En un embudo de ventas, ¿qué etapa viene después del reconocimiento?', 'Em um funil de vendas, qual etapa vem depois do reconhecimento?', 'In a sales funnel, which stage follows awareness?'), [
      ['Consideración', 'Consideração', 'Consideration', true],
      ['Fidelización', 'Fidelização', 'Loyalty'],
      ['Facturación', 'Faturamento', 'Invoicing'],
    ]),
  ],
  'programacion-y-tecnologia': [
    Q('pr-git', 'SIMPLE', l3('¿Para qué sirve Git?', 'Para que serve o Git?', 'What is Git for?'), [
      ['Para llevar el historial de cambios del código', 'Para manter o histórico de mudanças do código', 'Keeping the history of code changes', true],
      ['Para alojar páginas web', 'Para hospedar páginas web', 'Hosting websites'],
      ['Para compilar programas', 'Para compilar programas', 'Compiling programs'],
    ]),
    Q('pr-function', 'SIMPLE', l3('¿Qué ventaja tiene escribir una función en lugar de repetir el código?', 'Qual a vantagem de escrever uma função em vez de repetir o código?', 'What is gained by writing a function instead of repeating code?'), [
      ['Un solo lugar para cambiar y probar esa lógica', 'Um só lugar para mudar e testar essa lógica', 'One place to change and test that logic', true],
      ['El programa ocupa más memoria', 'O programa ocupa mais memória', 'The program uses more memory'],
      ['Ninguna', 'Nenhuma', 'None'],
    ]),
    Q('pr-types', 'MULTIPLE', l3('¿Cuáles de estos son tipos de datos habituales?', 'Quais destes são tipos de dados comuns?', 'Which of these are common data types?'), [
      ['Cadena de texto', 'Cadeia de texto (string)', 'String', true],
      ['Número entero', 'Número inteiro', 'Integer', true],
      ['Booleano', 'Booleano', 'Boolean', true],
      ['Pantalla', 'Tela', 'Screen'],
    ]),
    Q('pr-bug', 'SIMPLE', l3('Ante un error, ¿cuál es el primer paso más útil?', 'Diante de um erro, qual é o primeiro passo mais útil?', 'Faced with a bug, what is the most useful first step?'), [
      ['Reproducirlo y leer el mensaje de error', 'Reproduzi-lo e ler a mensagem de erro', 'Reproducing it and reading the error message', true],
      ['Reescribir todo el programa', 'Reescrever o programa inteiro', 'Rewriting the whole program'],
      ['Ignorarlo', 'Ignorá-lo', 'Ignoring it'],
    ]),
  ],
  'animacion-3d': [
    Q('an-keys', 'SIMPLE', l3('¿Qué son los fotogramas clave (keyframes)?', 'O que são quadros-chave (keyframes)?', 'What are keyframes?'), [
      ['Las poses principales entre las que se interpola', 'As poses principais entre as quais se interpola', 'The main poses that in-betweens are interpolated from', true],
      ['Los fotogramas que se borran al final', 'Os quadros apagados no final', 'Frames deleted at the end'],
      ['Las texturas del modelo', 'As texturas do modelo', 'The model’s textures'],
    ]),
    Q('an-topology', 'SIMPLE', l3('¿Por qué importa una buena topología en un modelo 3D?', 'Por que uma boa topologia importa em um modelo 3D?', 'Why does good topology matter in a 3D model?'), [
      ['Para que se deforme bien al animarlo', 'Para que deforme bem ao ser animado', 'So that it deforms well when animated', true],
      ['Para que el render sea en color', 'Para que o render saia colorido', 'So that the render is in colour'],
      ['No importa', 'Não importa', 'It does not matter'],
    ]),
    Q('an-principles', 'MULTIPLE', l3('¿Cuáles son principios clásicos de la animación?', 'Quais são princípios clássicos da animação?', 'Which are classic principles of animation?'), [
      ['Estirar y encoger', 'Comprimir e esticar', 'Squash and stretch', true],
      ['Anticipación', 'Antecipação', 'Anticipation', true],
      ['Compresión de archivos', 'Compressão de arquivos', 'File compression'],
    ]),
    Q('an-fps', 'SIMPLE', l3('¿A cuántos fotogramas por segundo se suele animar para cine?', 'A quantos quadros por segundo se costuma animar para cinema?', 'At how many frames per second is film usually animated?'), [
      ['24', '24', '24', true],
      ['5', '5', '5'],
      ['240', '240', '240'],
    ]),
  ],
  arquitectura: [
    Q('ar-scale', 'SIMPLE', l3('En un plano a escala 1:50, ¿cuánto mide en la realidad 1 cm del plano?', 'Em uma planta na escala 1:50, quanto mede na realidade 1 cm da planta?', 'On a 1:50 plan, how long is 1 cm of the drawing in reality?'), [
      ['50 cm', '50 cm', '50 cm', true],
      ['5 m', '5 m', '5 m'],
      ['1 m', '1 m', '1 m'],
    ]),
    Q('ar-bim', 'SIMPLE', l3('¿Qué aporta trabajar en BIM frente al dibujo 2D?', 'O que o BIM acrescenta em relação ao desenho 2D?', 'What does BIM add over 2D drafting?'), [
      ['Un modelo con información del que salen planos coordinados', 'Um modelo com informação do qual saem plantas coordenadas', 'An information model that coordinated drawings come from', true],
      ['Solo renders más bonitos', 'Apenas renders mais bonitos', 'Just nicer renders'],
      ['Planos sin medidas', 'Plantas sem medidas', 'Drawings without dimensions'],
    ]),
    Q('ar-light', 'MULTIPLE', l3('¿Qué conviene analizar antes de ubicar las ventanas de una vivienda?', 'O que convém analisar antes de posicionar as janelas de uma casa?', 'What should be studied before placing a home’s windows?'), [
      ['La orientación y el recorrido del sol', 'A orientação e o percurso do sol', 'Orientation and the sun’s path', true],
      ['Las vistas y la privacidad', 'As vistas e a privacidade', 'Views and privacy', true],
      ['El color del mobiliario', 'A cor dos móveis', 'The colour of the furniture'],
    ]),
    Q('ar-section', 'SIMPLE', l3('¿Qué muestra un corte arquitectónico?', 'O que mostra um corte arquitetônico?', 'What does an architectural section show?'), [
      ['El edificio cortado por un plano vertical', 'O edifício cortado por um plano vertical', 'The building cut by a vertical plane', true],
      ['Solo la fachada', 'Apenas a fachada', 'Only the façade'],
      ['La planta de techos', 'A planta de forro', 'The ceiling plan'],
    ]),
  ],
  'video-y-cine': [
    Q('vc-180', 'SIMPLE', l3('¿Qué dice la regla de los 180 grados?', 'O que diz a regra dos 180 graus?', 'What does the 180-degree rule say?'), [
      ['Mantener la cámara de un lado del eje de acción', 'Manter a câmera de um lado do eixo de ação', 'Keep the camera on one side of the axis of action', true],
      ['Girar la cámara 180° en cada plano', 'Girar a câmera 180° em cada plano', 'Turn the camera 180° every shot'],
      ['Grabar a 180 fotogramas por segundo', 'Gravar a 180 quadros por segundo', 'Shoot at 180 frames per second'],
    ]),
    Q('vc-shutter', 'SIMPLE', l3('Grabando a 24 fps, ¿qué obturación da un movimiento natural?', 'Gravando a 24 fps, qual obturador dá um movimento natural?', 'Shooting at 24 fps, which shutter speed gives natural motion?'), [
      ['1/50 s', '1/50 s', '1/50 s', true],
      ['1/2000 s', '1/2000 s', '1/2000 s'],
      ['1/5 s', '1/5 s', '1/5 s'],
    ], l3('La regla del doble: la obturación es aproximadamente el doble de la cadencia.', 'A regra do dobro: o obturador é aproximadamente o dobro da cadência.', 'The 180° shutter rule: about double the frame rate.')),
    Q('vc-audio', 'MULTIPLE', l3('¿Qué mejora el sonido directo de una entrevista?', 'O que melhora o som direto de uma entrevista?', 'What improves the location sound of an interview?'), [
      ['Un micrófono cerca de quien habla', 'Um microfone perto de quem fala', 'A microphone close to the speaker', true],
      ['Un lugar sin eco ni ruido', 'Um lugar sem eco nem ruído', 'A place without echo or noise', true],
      ['Subir el volumen al máximo en edición', 'Aumentar o volume ao máximo na edição', 'Maxing the volume in the edit'],
    ]),
    Q('vc-cut', 'SIMPLE', l3('¿Qué es un plano de recurso (B-roll)?', 'O que é um plano de cobertura (B-roll)?', 'What is B-roll?'), [
      ['Imágenes de apoyo que se intercalan con la toma principal', 'Imagens de apoio intercaladas com a tomada principal', 'Supporting footage cut in with the main shot', true],
      ['El segundo intento de una toma', 'A segunda tentativa de uma tomada', 'The second take of a shot'],
      ['Un error de grabación', 'Um erro de gravação', 'A recording error'],
    ]),
  ],
  'musica-y-audio': [
    Q('mu-eq', 'SIMPLE', l3('¿Para qué se usa un ecualizador en una mezcla?', 'Para que se usa um equalizador em uma mixagem?', 'What is an equaliser used for in a mix?'), [
      ['Para dar a cada instrumento su espacio en frecuencias', 'Para dar a cada instrumento seu espaço nas frequências', 'Giving each instrument its own frequency space', true],
      ['Para cambiar el tempo', 'Para mudar o andamento', 'Changing the tempo'],
      ['Para grabar más pistas', 'Para gravar mais faixas', 'Recording more tracks'],
    ]),
    Q('mu-comp', 'SIMPLE', l3('¿Qué hace un compresor?', 'O que faz um compressor?', 'What does a compressor do?'), [
      ['Reduce la diferencia entre las partes fuertes y suaves', 'Reduz a diferença entre as partes fortes e suaves', 'It narrows the gap between loud and soft parts', true],
      ['Reduce el tamaño del archivo', 'Reduz o tamanho do arquivo', 'It shrinks the file'],
      ['Afina la voz', 'Afina a voz', 'It tunes the voice'],
    ]),
    Q('mu-clip', 'MULTIPLE', l3('¿Cómo se evita la saturación (clipping) al grabar?', 'Como evitar a saturação (clipping) ao gravar?', 'How do you avoid clipping when recording?'), [
      ['Ajustando la ganancia con margen', 'Ajustando o ganho com margem', 'Setting gain with headroom', true],
      ['Vigilando los medidores', 'Observando os medidores', 'Watching the meters', true],
      ['Grabando siempre al máximo', 'Gravando sempre no máximo', 'Always recording at maximum'],
    ]),
    Q('mu-bpm', 'SIMPLE', l3('¿Qué indican los BPM?', 'O que indicam os BPM?', 'What does BPM indicate?'), [
      ['El tempo: pulsos por minuto', 'O andamento: batidas por minuto', 'Tempo: beats per minute', true],
      ['El volumen', 'O volume', 'Volume'],
      ['La tonalidad', 'A tonalidade', 'Key'],
    ]),
  ],
  negocios: [
    Q('ne-margin', 'SIMPLE', l3('Si un producto cuesta 40 y se vende a 100, ¿cuál es su margen bruto?', 'Se um produto custa 40 e é vendido por 100, qual é sua margem bruta?', 'If a product costs 40 and sells for 100, what is its gross margin?'), [
      ['60 %', '60 %', '60%', true],
      ['40 %', '40 %', '40%'],
      ['140 %', '140 %', '140%'],
    ]),
    Q('ne-mvp', 'SIMPLE', l3('¿Qué es un producto mínimo viable (MVP)?', 'O que é um produto mínimo viável (MVP)?', 'What is a minimum viable product (MVP)?'), [
      ['La versión más simple que permite aprender de clientes reales', 'A versão mais simples que permite aprender com clientes reais', 'The simplest version that lets you learn from real customers', true],
      ['El producto terminado y pulido', 'O produto acabado e polido', 'The finished, polished product'],
      ['Un producto gratuito para siempre', 'Um produto gratuito para sempre', 'A product that is free forever'],
    ]),
    Q('ne-cash', 'MULTIPLE', l3('¿Qué ayuda a cuidar el flujo de caja de un negocio pequeño?', 'O que ajuda a cuidar do fluxo de caixa de um pequeno negócio?', 'What helps a small business’s cash flow?'), [
      ['Cobrar a tiempo', 'Receber em dia', 'Getting paid on time', true],
      ['Prever los gastos del mes', 'Prever as despesas do mês', 'Forecasting the month’s expenses', true],
      ['Comprar todo el inventario del año de una vez', 'Comprar o estoque do ano todo de uma vez', 'Buying a whole year of stock at once'],
    ]),
    Q('ne-okr', 'SIMPLE', l3('En los OKR, ¿qué son los resultados clave?', 'Nos OKR, o que são os resultados-chave?', 'In OKRs, what are key results?'), [
      ['Metas medibles que indican si se logra el objetivo', 'Metas mensuráveis que indicam se o objetivo foi atingido', 'Measurable targets that show whether the objective is met', true],
      ['Las tareas diarias del equipo', 'As tarefas diárias da equipe', 'The team’s daily tasks'],
      ['Los valores de la empresa', 'Os valores da empresa', 'The company’s values'],
    ]),
  ],
  'desarrollo-personal': [
    Q('dp-pomodoro', 'SIMPLE', l3('¿En qué consiste la técnica Pomodoro?', 'Em que consiste a técnica Pomodoro?', 'What is the Pomodoro technique?'), [
      ['Bloques de trabajo concentrado con pausas cortas', 'Blocos de trabalho concentrado com pausas curtas', 'Blocks of focused work with short breaks', true],
      ['Trabajar sin pausas hasta terminar', 'Trabalhar sem pausas até terminar', 'Working without breaks until done'],
      ['Hacer varias tareas a la vez', 'Fazer várias tarefas ao mesmo tempo', 'Multitasking'],
    ]),
    Q('dp-smart', 'MULTIPLE', l3('Según el método SMART, un objetivo debe ser…', 'Segundo o método SMART, uma meta deve ser…', 'According to SMART, a goal should be…'), [
      ['Específico', 'Específica', 'Specific', true],
      ['Medible', 'Mensurável', 'Measurable', true],
      ['Con un plazo', 'Com prazo definido', 'Time-bound', true],
      ['Secreto', 'Secreta', 'Secret'],
    ]),
    Q('dp-feedback', 'SIMPLE', l3('¿Qué hace útil una retroalimentación?', 'O que torna um feedback útil?', 'What makes feedback useful?'), [
      ['Que sea concreta y se refiera a hechos', 'Que seja concreto e se refira a fatos', 'Being concrete and about facts', true],
      ['Que sea lo más general posible', 'Que seja o mais geral possível', 'Being as general as possible'],
      ['Que se dé meses después', 'Que seja dado meses depois', 'Being given months later'],
    ]),
    Q('dp-habit', 'SIMPLE', l3('¿Qué facilita crear un hábito nuevo?', 'O que facilita criar um novo hábito?', 'What makes a new habit easier to build?'), [
      ['Empezar pequeño y asociarlo a una rutina existente', 'Começar pequeno e associá-lo a uma rotina existente', 'Starting small and tying it to an existing routine', true],
      ['Cambiar todo el mismo día', 'Mudar tudo no mesmo dia', 'Changing everything on the same day'],
      ['Esperar a tener motivación', 'Esperar ter motivação', 'Waiting for motivation'],
    ]),
  ],
  moda: [
    Q('mo-pattern', 'SIMPLE', l3('¿Qué es un patrón en confección?', 'O que é um molde na confecção?', 'What is a pattern in garment making?'), [
      ['La plantilla de las piezas que se cortan en la tela', 'O modelo das peças que são cortadas no tecido', 'The template of the pieces cut from the fabric', true],
      ['El estampado de la tela', 'A estampa do tecido', 'The fabric’s print'],
      ['La etiqueta de la prenda', 'A etiqueta da peça', 'The garment’s label'],
    ]),
    Q('mo-grain', 'SIMPLE', l3('¿Por qué se respeta el hilo de la tela al cortar?', 'Por que se respeita o fio do tecido ao cortar?', 'Why follow the fabric grain when cutting?'), [
      ['Para que la prenda caiga bien y no se deforme', 'Para que a peça caia bem e não deforme', 'So the garment hangs well and keeps its shape', true],
      ['Para gastar más tela', 'Para gastar mais tecido', 'To use more fabric'],
      ['Solo por costumbre', 'Só por costume', 'Only out of habit'],
    ]),
    Q('mo-collection', 'MULTIPLE', l3('¿Qué da coherencia a una colección?', 'O que dá coerência a uma coleção?', 'What makes a collection coherent?'), [
      ['Una paleta de color común', 'Uma paleta de cores comum', 'A shared colour palette', true],
      ['Un concepto o historia', 'Um conceito ou história', 'A concept or story', true],
      ['Que cada prenda sea de una temporada distinta', 'Que cada peça seja de uma estação diferente', 'Every piece from a different season'],
    ]),
    Q('mo-fit', 'SIMPLE', l3('¿Para qué sirve una prueba de calce (fitting)?', 'Para que serve uma prova de caimento (fitting)?', 'What is a fitting for?'), [
      ['Ajustar la prenda al cuerpo antes de producirla', 'Ajustar a peça ao corpo antes de produzi-la', 'Adjusting the garment to the body before production', true],
      ['Elegir la música del desfile', 'Escolher a música do desfile', 'Choosing the show’s music'],
      ['Fijar el precio', 'Definir o preço', 'Setting the price'],
    ]),
  ],
  artesania: [
    Q('ah-tools', 'SIMPLE', l3('¿Por qué conviene mantener afiladas las herramientas de corte?', 'Por que manter afiadas as ferramentas de corte?', 'Why keep cutting tools sharp?'), [
      ['Cortan mejor y son más seguras', 'Cortam melhor e são mais seguras', 'They cut better and are safer', true],
      ['Duran menos', 'Duram menos', 'They last less'],
      ['Pesan menos', 'Pesam menos', 'They weigh less'],
    ]),
    Q('ah-sample', 'SIMPLE', l3('¿Para qué sirve hacer una muestra antes de la pieza final?', 'Para que serve fazer uma amostra antes da peça final?', 'Why make a sample before the final piece?'), [
      ['Probar materiales, medidas y acabado', 'Testar materiais, medidas e acabamento', 'Testing materials, sizes and finish', true],
      ['Vender dos piezas', 'Vender duas peças', 'Selling two pieces'],
      ['No sirve de nada', 'Não serve para nada', 'It is pointless'],
    ]),
    Q('ah-price', 'MULTIPLE', l3('¿Qué se incluye al calcular el precio de una pieza artesanal?', 'O que se inclui ao calcular o preço de uma peça artesanal?', 'What goes into pricing a handmade piece?'), [
      ['Los materiales', 'Os materiais', 'Materials', true],
      ['Las horas de trabajo', 'As horas de trabalho', 'Hours of work', true],
      ['Un margen de ganancia', 'Uma margem de lucro', 'A profit margin', true],
      ['El precio de la competencia más cara, siempre', 'Sempre o preço do concorrente mais caro', 'Always the priciest competitor’s price'],
    ]),
    Q('ah-finish', 'SIMPLE', l3('¿Qué aporta un buen acabado a una pieza?', 'O que um bom acabamento acrescenta a uma peça?', 'What does a good finish add to a piece?'), [
      ['Durabilidad y una presentación profesional', 'Durabilidade e uma apresentação profissional', 'Durability and a professional look', true],
      ['Más peso', 'Mais peso', 'More weight'],
      ['Nada', 'Nada', 'Nothing'],
    ]),
  ],
};

/** Questions any course can ask, about its own topic (`t` is the course topic, per language). */
export function topicQuestions(topic: L3): QuizQuestion[] {
  const t = { es: lowerFirst(topic.es), pt: lowerFirst(topic.pt), en: lowerFirst(topic.en) };
  return [
    Q('gen-brief', 'SIMPLE', l3(`Antes de empezar un proyecto de ${t.es}, ¿qué conviene definir primero?`, `Antes de começar um projeto de ${t.pt}, o que convém definir primeiro?`, `Before starting a ${t.en} project, what should be defined first?`), [
      ['El objetivo y para quién es', 'O objetivo e para quem é', 'The goal and who it is for', true],
      ['La herramienta más cara', 'A ferramenta mais cara', 'The most expensive tool'],
      ['El color del logotipo del cliente', 'A cor do logotipo do cliente', 'The colour of the client’s logo'],
    ], l3('Con el objetivo y el público claros, cada decisión posterior tiene un criterio.', 'Com o objetivo e o público claros, cada decisão posterior tem um critério.', 'With the goal and audience clear, every later decision has a yardstick.')),
    Q('gen-practice', 'SIMPLE', l3(`¿Cuál es la forma más eficaz de mejorar en ${t.es}?`, `Qual é a forma mais eficaz de melhorar em ${t.pt}?`, `What is the most effective way to improve at ${t.en}?`), [
      ['Practicar con regularidad y pedir opiniones', 'Praticar com regularidade e pedir opiniões', 'Practising regularly and asking for feedback', true],
      ['Ver muchas clases sin practicar', 'Assistir muitas aulas sem praticar', 'Watching many lessons without practising'],
      ['Esperar a tener el mejor equipo', 'Esperar ter o melhor equipamento', 'Waiting for the best equipment'],
    ]),
    Q('gen-portfolio', 'MULTIPLE', l3('¿Qué debería mostrar un buen proyecto de portafolio?', 'O que um bom projeto de portfólio deveria mostrar?', 'What should a good portfolio project show?'), [
      ['El problema de partida', 'O problema inicial', 'The starting problem', true],
      ['El proceso y las decisiones tomadas', 'O processo e as decisões tomadas', 'The process and the decisions made', true],
      ['El resultado final', 'O resultado final', 'The final result', true],
      ['Solo el precio cobrado', 'Apenas o preço cobrado', 'Only the fee charged'],
    ]),
    Q('gen-references', 'SIMPLE', l3('¿Para qué sirve reunir referencias al inicio?', 'Para que serve reunir referências no início?', 'Why gather references at the start?'), [
      ['Para inspirarse y acordar una dirección', 'Para se inspirar e combinar uma direção', 'To get inspired and agree on a direction', true],
      ['Para copiarlas tal cual', 'Para copiá-las exatamente', 'To copy them as they are'],
      ['Para alargar el proyecto', 'Para alongar o projeto', 'To make the project longer'],
    ]),
  ];
}

/** A written answer (DEVELOPMENT, reviewed by a person): only in practice (formative) quizzes. */
export function developmentQuestion(topic: L3): QuizQuestion {
  const t = { es: lowerFirst(topic.es), pt: lowerFirst(topic.pt), en: lowerFirst(topic.en) };
  return {
    id: 'dev-apply',
    type: 'DEVELOPMENT',
    prompt: l3(
      `En pocas líneas: ¿cómo aplicarías lo visto en este módulo a un proyecto propio de ${t.es}?`,
      `Em poucas linhas: como você aplicaria o que viu neste módulo a um projeto próprio de ${t.pt}?`,
      `In a few lines: how would you apply this module to a ${t.en} project of your own?`,
    ),
    options: [],
  };
}
