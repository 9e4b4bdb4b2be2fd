import type { SermonTemplates } from './sermon-templates.ts';

/** Texto original en español para el compositor de sermones sin IA (apostólico / unicitario). */
export const TEMPLATES_ES: SermonTemplates = {
  titles: {
    fromTheme: [
      '{theme}: Una palabra para hoy',
      'Firmes en {theme}',
      'La verdad sobre {theme}',
      'Cuando Dios nos habla de {theme}',
      '{theme}: De la Palabra al altar',
      'Caminando en {theme}',
      'Volviendo a descubrir {theme}',
    ],
    fromVerse: [
      '{theme}: Un mensaje de {reference}',
      'Lo que nos enseña {reference}',
      '{theme}: Oír y obedecer la Palabra',
      'Viviendo {reference}',
      'Una mirada nueva a {reference}: {theme}',
      'La Palabra que nos transforma: {reference}',
      'Escuchando la voz de Dios en {reference}',
    ],
  },

  introduction: {
    general: [
      'Hermanos, nos hemos reunido para abrir la Palabra de Dios, y hoy nuestro tema es «{theme}». El texto lo encontramos en {reference}. Antes de leer, pidámosle al Señor que nos hable, porque una sola palabra suya puede hacer lo que cien palabras nuestras nunca lograrían.',
      'Todos llegamos a la casa de Dios con preguntas. Algunas las decimos en voz alta y otras las guardamos en lo profundo del corazón. Hoy el Señor nos responde con su Palabra en {reference}, y pone delante de nosotros el tema «{theme}».\nAbra su Biblia y abra su corazón, porque Dios todavía le habla a quien está dispuesto a escuchar.',
      'Hay verdades que hemos oído tantas veces que se nos olvida el poder que tienen. «{theme}» puede ser una de ellas. Al estudiar juntos {reference}, que el Espíritu Santo nos haga ver con ojos nuevos lo que ya conocíamos, y que nadie salga de aquí igual que como entró.',
    ],
    sunday: [
      '¡Buenos días, iglesia! Qué bendición estar en la casa del Señor en su día. Ya hemos adorado juntos, y ahora es tiempo de escuchar la voz del cielo. Nuestro mensaje se titula «{theme}», y el pasaje es {reference}.',
      'En este día del Señor nos reunimos como una sola familia, con un solo Señor y una sola fe. Dios ha puesto en mi corazón una palabra sobre «{theme}», tomada de {reference}. Recibámosla con fe, porque cuando Dios habla, su Palabra obra en todo aquel que la cree.',
      'Iglesia, los cantos han levantado nuestro ánimo y la oración ha abierto los cielos. Ahora la Palabra debe tener la última palabra. Acompáñeme a {reference}.\nHoy vamos a meditar en «{theme}», y creo que el Señor tiene algo muy específico para esta congregación.',
    ],
    youth: [
      'Seamos sinceros por un momento. Todos los días escuchan cien voces que les dicen quiénes deben ser, qué les debe gustar y detrás de qué deben correr. Hoy vamos a bajarle el volumen a todas y escuchar una sola voz: la de Dios. Nuestro tema es «{theme}», y el pasaje es {reference}.',
      'Jóvenes, ustedes no son la iglesia del mañana; son la iglesia de hoy. Dios tiene algo que decirles ahora mismo sobre «{theme}». Pongan el celular en silencio unos minutos, abran {reference} y veamos lo que Él dice.',
      'Algunos llegaron esta noche con toda la energía, y otros llegaron cansados y con dudas. De cualquier manera, están en el lugar correcto. La Palabra de Dios en {reference} habla directo a la vida real, y esta noche vamos a hablar de «{theme}».',
    ],
    evangelistic: [
      'Amigo, amiga, si usted nos visita hoy, sea bienvenido. Tal vez siente que se ha alejado demasiado, o tal vez simplemente está buscando algo verdadero. Dios lo trajo aquí con un propósito. Hoy vamos a ver «{theme}» en {reference}, y creo que va a descubrir que Jesús lo ha estado buscando a usted.',
      'Hay una gran diferencia entre la religión y un encuentro real con Dios. La religión le da reglas; Jesús le da vida nueva. Nuestro mensaje de hoy es «{theme}», basado en {reference}, y es una buena noticia para todo el que necesita empezar de nuevo.',
      'Nadie está en este lugar por casualidad. Sea lo que sea que lo trajo —una invitación, una semana difícil, un corazón cargado—, Dios ha estado obrando detrás de cada detalle. Escuche con atención mientras abrimos {reference} y meditamos en «{theme}». Hoy puede ser el día en que todo cambie.',
    ],
    mens: [
      'Varones, estamos aquí porque sabemos que no podemos guiar nuestro hogar, nuestro trabajo ni nuestro propio corazón sin Dios. Esta noche vamos a ver «{theme}» en {reference}. No es una palabra para admirar de lejos; es una palabra para ponerla en práctica.',
      'Hermanos, el mundo tiene muchas opiniones sobre lo que debe ser un hombre. La Palabra de Dios tiene la respuesta final. Abramos juntos {reference} y hablemos claro sobre «{theme}», como hombres que quieren presentarse delante de Dios con manos limpias y corazón sincero.',
      'Todo hombre lleva una carga: una familia que cuidar, cuentas que pagar, decisiones que tomar y tentaciones que resistir. Dios nunca nos pidió que la lleváramos solos. Esta noche el Señor nos habla por medio de {reference} acerca de «{theme}».',
    ],
    womens: [
      'Hermanas, qué gozo estar juntas en la presencia del Señor. Cada una de ustedes lleva tanto sobre sus hombros: su familia, su trabajo, sus oraciones por los que ama. Hoy Dios quiere llenarlas a ustedes. Nuestra palabra es «{theme}», de {reference}.',
      'Mujeres de Dios, el Señor las ve. Ve las oraciones que hacen cuando todos en casa duermen, y la fortaleza que muestran aun cuando por dentro se sienten débiles. Abramos juntas {reference} y recibamos lo que Él tiene para nosotras sobre «{theme}».',
      'Hay algo especial cuando las mujeres de Dios se reúnen a buscar su rostro. Esta noche venimos con el corazón abierto a {reference}. Nuestro tema es «{theme}», y creo que el Espíritu Santo va a ministrar a cada hermana que está aquí.',
    ],
    children: [
      '¡Hola, niños y niñas! ¿Están listos para aprender algo del libro de Dios? La Biblia es Dios hablándonos, y hoy nos va a enseñar sobre «{theme}». Vamos a abrir la Biblia en {reference}.',
      'Niños, ¿sabían que Dios los ama muchísimo? Los ama tanto que nos dio la Biblia para que lo conozcamos. Hoy vamos a aprender sobre «{theme}» en {reference}. ¿Tienen los oídos listos para escuchar?',
      'Niños y niñas, vamos a quedarnos quietitos un momento y juntar las manos. Vamos a escuchar una lección especial de la Biblia. Se trata de «{theme}» y está en {reference}. ¡Dios tiene algo bueno para ustedes hoy!',
    ],
  },

  approach: {
    simple: [
      'Vamos a leer el pasaje, ver lo que dice y preguntarnos qué quiere Dios que hagamos.',
      'Hoy lo haremos sencillo: ¿qué dice Dios, qué significa y cómo lo vivimos?',
      'Daremos tres pasos sencillos: oír la Palabra, entender la Palabra y obedecer la Palabra.',
    ],
    standard: [
      'Leeremos con cuidado {reference}, sacaremos tres verdades del texto y aplicaremos cada una a nuestra vida.',
      'Nuestro estudio tendrá tres partes: la verdad del pasaje, lo que nos revela de Dios en Jesucristo y de nosotros, y la respuesta que nos pide.',
      'Dejemos que la Escritura hable por sí misma. Veremos lo que dice, lo que nos muestra del Señor y lo que nos pide hoy.',
    ],
    theological: [
      'Consideraremos el contexto de {reference}, estudiaremos algunas de sus palabras clave en los idiomas originales y veremos cómo encaja en todo el consejo de Dios: un solo Dios, revelado plenamente en Jesucristo.',
      'Nuestro método es sencillo pero cuidadoso: primero el contexto, luego el sentido de las palabras, y después la doctrina que enseña el pasaje y la respuesta que exige.',
      'Leeremos este pasaje en su contexto, pesaremos sus palabras como las oyeron sus primeros oyentes y trazaremos la doctrina apostólica que respalda.',
    ],
  },

  pointHeadings: {
    simple: [
      ['Lo que Dios dice', 'La Palabra de Dios es verdad', 'Escuchemos la Palabra'],
      ['Quién es Jesús', 'Lo que Jesús hace por nosotros', 'Dios está con nosotros en Jesús'],
      ['Lo que debemos hacer', 'Es tiempo de obedecer', 'Respondámosle a Dios'],
    ],
    standard: [
      ['La verdad del pasaje', 'Lo que la Palabra declara sobre {theme}', 'Un fundamento firme en la Palabra'],
      ['Dios revelado en Jesucristo', 'Lo que esto nos muestra del Señor y de su pueblo', 'El Salvador en el centro de {theme}'],
      ['La respuesta que Dios pide', 'Poniendo en práctica {theme}', 'De oír a obedecer'],
    ],
    theological: [
      ['El texto en su contexto', 'El sentido del pasaje', 'Lo que afirma la Escritura'],
      ['El único Dios revelado en Cristo', 'El Señor y su iglesia a la luz del pasaje', 'Cristo, la plenitud de Dios, y el creyente'],
      ['La respuesta apostólica', 'Una doctrina que exige obediencia', 'De la doctrina al discipulado'],
    ],
  },

  pointExplanation: {
    simple: [
      'Estas palabras no son difíciles de entender. Dios dice lo que quiere decir. Cuando Él habla, podemos confiar en Él y hacer lo que nos pide.',
      'Léalo otra vez, despacio. Cada palabra cuenta. Dios no se esconde de nosotros; quiere que lo conozcamos y que caminemos con Él cada día.',
      'Esta es una buena noticia. Dios es fiel y cumple su palabra. Lo que prometió antes, lo sigue haciendo hoy.',
      'Piense en lo que esto le dice a usted. Dios le habla a gente real con necesidades reales. Eso nos incluye a usted y a mí, ahora mismo.',
    ],
    standard: [
      'Fíjese con qué claridad habla aquí la Escritura. En la voz de Dios no hay confusión. El pasaje nos llama a ver al Señor tal como es, y a nosotros mismos tal como somos, para luego caminar en la luz que hemos recibido.',
      'Este pasaje nos recuerda que la Palabra de Dios está viva. Se escribió hace mucho tiempo, pero le habla a nuestro hogar, a nuestra iglesia y a nuestro corazón hoy. El mismo Señor que habló entonces nos habla ahora por medio de Jesucristo.',
      'Aquí vemos el corazón de Dios. Él es santo y es misericordioso. No rebaja su norma, pero nos levanta por su gracia para que podamos vivir conforme a ella.',
      'Mire cómo esta verdad se conecta con todo el mensaje de la Biblia. Desde el principio, Dios ha estado llamando a un pueblo para sí. En Jesucristo ese llamado se vuelve personal y llega a cada uno de nosotros.',
    ],
    theological: [
      'Para entender este pasaje debemos leerlo en su contexto: quién hablaba, quién escuchaba y qué estaba pasando en el pueblo de Dios. Los primeros oyentes sabían que Dios es uno. La confesión de fe hebrea comienza con la unicidad del Señor, y el Nuevo Testamento revela que ese único Dios se manifestó en carne en Jesucristo. Nuestro texto se sitúa dentro de esa revelación.',
      'Pensemos en el lenguaje del arrepentimiento. La palabra griega metanoia significa mucho más que sentir pena; es un cambio de mente que le da la vuelta a toda la vida. De igual manera, el verbo griego baptizo significa sumergir, y por eso la iglesia apostólica bautizaba por inmersión completa, en el nombre de Jesucristo. El pasaje nos pide una respuesta así de completa.',
      'El término griego pneuma significa aliento, viento o espíritu. El Espíritu Santo no es un ser aparte de Dios; es el Espíritu del único Dios, la vida misma de Cristo resucitado morando en el creyente. Por eso el bautismo del Espíritu Santo, con la evidencia de hablar en otras lenguas, es la experiencia normal de la iglesia del Nuevo Testamento.',
      'El vocablo hebreo shalom es mucho más que la ausencia de conflicto. Describe plenitud, integridad y bienestar que nacen de una relación correcta con Dios. Este pasaje nos señala esa plenitud, que solo se encuentra en Jesucristo, en quien habita toda la plenitud del único Dios en un cuerpo humano.',
      'Doctrinalmente, este pasaje nos recuerda que la salvación es obra de Dios de principio a fin, y aun así nos llama a obedecer. Los apóstoles no separaban el creer del obedecer: los que recibían la Palabra se arrepentían, se bautizaban en el nombre de Jesucristo y recibían el Espíritu Santo. La sana doctrina siempre produce una vida transformada y santa.',
    ],
  },

  application: {
    general: [
      '¿Y qué vamos a hacer con esto? Llévese esta verdad a casa esta semana. Deje que transforme su manera de hablar, el uso de su tiempo y el trato con los que lo rodean.',
      'Esto no es solo una lección para recordar; es una verdad para vivir. Pregúntele hoy al Señor en qué área de su vida necesita echar raíz esta palabra.',
      'Deje que este punto examine su corazón. ¿Hay algún área donde se ha estado guardando algo para usted y no para Dios? Hoy es el día de rendirla.',
      'Salga de aquí diferente. Que los que mejor lo conocen vean que la Palabra que usted escuchó se convirtió en la vida que usted vive.',
    ],
    sunday: [
      'Iglesia, al meditar en el punto {point}, no nos quedemos solo con haberlo oído. Que esta verdad nos acompañe desde el templo hasta el lunes por la mañana.',
      'Como congregación, sostengámonos unos a otros en esto. Cuando un hermano o una hermana esté luchando, recordémosle lo que Dios ha dicho.',
      'Esta es una palabra para todo el cuerpo. Oremos por ella esta semana en el altar familiar, y dejemos que marque la manera en que servimos juntos en esta casa.',
      'Antes de que empiece la semana, decídalo en su corazón: voy a vivir lo que escuché hoy, por la gracia de Dios y el poder de su Espíritu.',
    ],
    youth: [
      'Piensa en tu semana: la escuela, tus amigos, tu celular, las decisiones que nadie más ve. Esta verdad es para ahí, para el centro de tu vida real.',
      'No tienes que esperar a ser mayor para vivir para Dios. Empieza hoy. Que tus amigos vean que seguir a Jesús es algo real para ti.',
      'La próxima vez que sientas presión para seguir a la multitud, acuérdate de esta palabra. Dios te la dio para que te mantengas firme.',
      'Pregúntate con sinceridad: ¿qué es lo que necesito cambiar esta semana? Luego pídele al Espíritu Santo que te ayude a hacerlo.',
    ],
    evangelistic: [
      'Amigo, esta verdad es para usted. No tiene que arreglar su vida antes de venir a Dios. Venga tal como está, y Él lo hará nuevo.',
      'Tal vez ha oído hablar de Dios toda su vida, pero nunca ha obedecido su Palabra por sí mismo. Hoy puede dar ese paso.',
      'La puerta está abierta. Jesús no lo está esperando para condenarlo; lo está esperando para salvarlo. No deje pasar este momento.',
      'Si ha estado buscando paz, aquí es donde se encuentra: en Jesucristo, y en obedecer el evangelio que Él predicó por medio de sus apóstoles.',
    ],
    mens: [
      'Varones, guíen con el ejemplo. Su esposa, sus hijos y sus compañeros de trabajo necesitan ver esta verdad en ustedes antes de oírla de ustedes.',
      'Integridad es ser el mismo hombre en la casa, en el trabajo y en la iglesia. Que esta palabra lo haga ese tipo de hombre.',
      'Asuma su responsabilidad. Ore por su hogar esta semana. Lleve a su familia a la Palabra y a la casa de Dios.',
      'Hermanos, busquen a otro varón con quien caminar. Compartan esta verdad, oren juntos y ayúdense a rendir cuentas.',
    ],
    womens: [
      'Hermanas, lleven esta palabra a su hogar. Que se convierta en una oración sobre sus hijos, su matrimonio y toda su familia.',
      'Usted es más fuerte de lo que se siente, porque el Señor es su fortaleza. Apóyese en esta verdad cuando la semana se ponga pesada.',
      'Comparta esta palabra con una amiga que la necesite. A veces Dios usa el ánimo de una hermana para levantar toda la semana de otra.',
      'Hágale espacio a Dios en los días más ocupados. Unos minutos de oración a solas con esta verdad pueden cambiar el ambiente de toda su casa.',
    ],
    children: [
      '¡Niños y niñas, ustedes también pueden hacerlo! Esta semana traten de recordar lo que aprendimos y practíquenlo en la casa y en la escuela.',
      'Cuando oren esta noche, díganle a Jesús: «Ayúdame a hacer lo que Tú dices». ¡A Él le encanta ayudarlos!',
      '¿Pueden contarle esta lección a alguien? Díganle a su mamá, a su papá o a un amigo lo que Dios les enseñó hoy.',
      'Recuerden: Dios siempre está con ustedes. Cuando tengan miedo o estén tristes, pueden hablar con Él en cualquier momento.',
    ],
  },

  illustrations: {
    general: [
      'Un campesino sembró su terreno en plena temporada seca. Los vecinos le decían que estaba desperdiciando buena semilla. Él sembró de todos modos, y cada tarde caminaba entre los surcos orando. Cuando por fin llegó la lluvia, el suyo fue el único campo listo para crecer. La fe prepara la tierra antes de que llegue la respuesta.',
      'Un puente viejo cruzaba un río profundo a la salida de un pueblo. Durante años la gente pasaba por encima sin pensarlo dos veces. Una primavera, un ingeniero lo revisó y descubrió que seguía firme solo porque sus pilares llegaban hasta la roca sólida. Lo que nos sostiene no es lo que la gente ve en la superficie, sino aquello en lo que estamos anclados por debajo.',
      'Una familia se mudó a una casa vieja y encontró una lámpara preciosa en el desván. Durante meses estuvo sobre una mesa, llena de polvo y apagada. Una noche el papá se dio cuenta de que nunca la habían conectado. En cuanto la enchufaron, llenó de luz toda la sala. Mucha gente parece religiosa, pero no está conectada al poder de Dios.',
    ],
    sunday: [
      'Una iglesia de pueblo tenía una campana antigua que sonaba cada domingo por la mañana. Un año se rompió la cuerda y la campana se quedó callada durante semanas. La gente decía que no se había dado cuenta de cuánto la llamaba aquel sonido a adorar hasta que dejó de oírlo. Cuando la campana volvió a sonar, las bancas estaban más llenas que antes. Dios sigue llamando a su pueblo a su casa, y nosotros debemos responder.',
      'Un director de coro detuvo el ensayo porque una voz cantaba más fuerte que todas las demás. Le dijo al cantante: «Tiene una voz hermosa, pero esto no es un solo». El hermano aprendió a escuchar a los demás, y todo el coro sonó mejor. La iglesia no es un escenario para una sola persona; es un cuerpo que adora unido.',
      'Un diácono llegaba temprano cada domingo para abrir las puertas y encender las luces. Casi nadie lo notaba. Una mañana amaneció enfermo, y la congregación tuvo que esperar afuera en el frío. Ese día todos entendieron que el servicio fiel hace posible todo lo demás. Cada miembro es importante en la casa de Dios.',
    ],
    youth: [
      'Una muchacha de preparatoria entrenaba cada mañana antes de clases mientras sus amigas seguían dormidas. Se perdió fiestas y reuniones, y algunos se burlaban de ella. En la competencia estatal cruzó la meta en primer lugar. Cuando le preguntaron cómo lo logró, dijo: «La carrera la gané en las mañanas que nadie vio». Tu caminar con Dios se construye igual.',
      'El celular de un muchacho vibraba toda la noche con un chat de grupo que se ponía cada vez más oscuro. Él sabía que esa conversación lo estaba llevando a donde no quería ir. Al final escribió: «Me salgo», y abandonó el grupo. Una semana después, otro amigo le escribió en privado: «Gracias. Yo también me quería salir». Una buena decisión puede darle a otro el valor para seguirte.',
      'Dos amigos estaban de excursión cuando bajó la neblina. Uno quería tomar un atajo que había visto en internet. El otro insistió en seguir las señales del sendero. Al caer la noche, el que siguió las señales llegó a salvo al estacionamiento y pidió ayuda para su amigo. La Palabra de Dios es la señal del camino cuando la vida se llena de neblina.',
    ],
    evangelistic: [
      'Un padre salía cada tarde al portón de su casa y se quedaba mirando el camino. Su hijo se había ido enojado hacía años. Los vecinos le decían que ya no esperara. Pero una tarde apareció al final del camino una figura flaca y cansada. El padre no se quedó esperando: salió corriendo a abrazarlo. Así lo está esperando Dios a usted.',
      'Una lancha de pescadores quedó atrapada en una tormenta lejos de la orilla. En medio de la oscuridad, la tripulación había perdido todo sentido de dirección. Entonces uno de ellos vio una luz débil que parpadeaba en la costa: el faro. Giraron la lancha hacia esa luz y llegaron sanos y salvos al puerto. Jesús es esa luz, y todavía no es tarde para volverse hacia Él.',
      'Un hombre compró un abrigo viejo por unas monedas en una tienda de segunda mano. Al llegar a casa descubrió un sobre cerrado cosido en el forro, con una carta y un regalo adentro. El abrigo parecía no valer nada, pero llevaba un tesoro. Puede ser que otros ya lo hayan dado por perdido, pero Dios ve un tesoro en usted, y pagó el precio más alto para rescatarlo.',
    ],
    mens: [
      'Un carpintero estaba construyendo una casa cuando su aprendiz le preguntó por qué gastaba tanto tiempo en un cimiento que nadie iba a ver. El carpintero le respondió: «Porque todo lo que se ve depende de lo que no se ve». Años después, una tormenta azotó el pueblo, y esa casa seguía en pie. La vida privada de un hombre con Dios es el cimiento de su vida pública.',
      'Un obrero de fábrica descubrió un error en la nómina que le habría pagado de más durante meses. Nadie lo habría notado. Aun así, se lo informó a su supervisor. Meses más tarde, cuando se abrió un ascenso, el supervisor dijo: «Necesito a alguien de confianza». La integridad en lo pequeño abre las puertas que Dios quiere abrir.',
      'Un padre llegó agotado a casa una noche y encontró a su hijo pequeño despierto, con la Biblia en las piernas. «Dijiste que íbamos a leer juntos», le dijo el niño. El padre estuvo a punto de contestar: «Mañana». En lugar de eso, se sentó a leer con él. Años después, ese hijo guiaba a su propia familia en oración. Nuestros hijos aprenden más de lo que hacemos que de lo que decimos.',
    ],
    womens: [
      'Una madre oraba cada mañana en la mesa de la cocina antes de que los demás despertaran. Sus hijos crecieron escuchando el sonido suave de su voz hablando con Dios. Uno de ellos se alejó mucho del Señor. Años después volvió a casa, se arrodilló junto a esa misma mesa y dijo: «Nunca pude olvidar tus oraciones». Una mujer que ora deja una huella que el tiempo no borra.',
      'Dos amigas se reunían cada martes para tomar café y orar. Cuando una de ellas perdió su empleo, la otra llegó con una bolsa de mandado y una nota que decía: «Vamos a orar juntas hasta ver la respuesta». Mes tras mes siguieron orando, y al fin se abrió la puerta. La amistad piadosa es uno de los regalos del cielo.',
      'Una mujer cuidaba un pequeño jardín detrás de su apartamento. Llegó la sequía, y la mayoría de sus plantas se marchitó. Un rosal sobrevivió, porque sus raíces llegaban más hondo que las demás. Cuando le preguntaban cómo había resistido, ella decía: «Encontró agua donde las otras no alcanzaban». Las mujeres de Dios sacan fuerzas de lugares profundos en la oración.',
    ],
    children: [
      'Un pastor tenía cien ovejitas. Un día, una ovejita pequeña se alejó y se perdió en los cerros. El pastor no dijo: «Bueno, todavía me quedan muchas». Salió a buscarla y la buscó y la buscó hasta que la encontró. ¡Luego la llevó a casa sobre sus hombros, bien contento! Así te ama Jesús a ti.',
      'Una niña sembró una semillita en un vaso. Todos los días le ponía agua y la dejaba junto a la ventana. Pasaron muchos días sin que pasara nada, y ella se puso triste. ¡Pero una mañana vio un brotecito verde! La Palabra de Dios es como esa semilla: cuando la guardamos en el corazón, crece.',
      'Una noche se fue la luz en la casa de un niño. Todo estaba oscuro, y él sintió miedo. Entonces su papá encendió una lamparita. En seguida el niño pudo ver su cuarto y ya no tuvo miedo. Jesús es como esa lámpara. Cuando estamos con Él, no tenemos que temerle a la oscuridad.',
    ],
  },

  conclusion: {
    general: [
      'Hemos meditado en «{theme}» a la luz de {reference}. Escuchamos lo que Dios dice, vimos lo que ha hecho por nosotros en Jesucristo y consideramos la respuesta que nos pide. Ahora la Palabra está en nuestras manos, y la pregunta es qué vamos a hacer con ella.',
      'Al terminar, recuerde esto: Dios ha hablado, y su Palabra nunca cae en vano. Lo que oímos sobre «{theme}» no es el final de un sermón; es el comienzo de un nuevo paso con el Señor.',
      'Todo lo que hemos dicho apunta a un solo lugar: a Jesucristo, el único Dios verdadero manifestado en carne. Él es la respuesta a «{theme}», y hoy nos está llamando a cada uno a acercarnos más.',
    ],
    sunday: [
      'Iglesia, esta mañana hemos recibido una palabra de {reference}. No la dejemos en las bancas. Llevemos «{theme}» a nuestros hogares, trabajos y escuelas esta semana, y regresemos el próximo domingo con un testimonio.',
      'Al llegar al final de este servicio, presentémonos delante del Señor con un corazón agradecido. Él nos ha hablado sobre «{theme}». Ahora respondamos como una iglesia que cree y obedece su Palabra.',
      'Esta mañana Dios nos ha recordado «{theme}». Él es fiel con su pueblo y está edificando su iglesia. Seamos una congregación que vive lo que oye, hasta que Cristo venga otra vez.',
    ],
    youth: [
      'En resumen: «{theme}» no es solo una idea bonita para la iglesia. Es el plan de Dios para tu vida real, y lo puedes empezar a vivir desde esta noche.',
      'Esta noche Dios te habló por medio de {reference}. Puedes salir de aquí igual, o puedes salir transformado. La decisión es tuya, y Jesús está listo para ayudarte a tomar la correcta.',
      'Tu generación puede ser la que tome a Dios en serio. Que «{theme}» sea más que un sermón que escuchaste; que sea tu manera de vivir, de decidir y de amar.',
    ],
    evangelistic: [
      'Amigo, hemos hablado de «{theme}», pero la verdadera pregunta es sobre usted. Jesús lo ama, murió por usted y resucitó. Hoy lo está llamando a volver a casa.',
      'El mensaje de {reference} es una buena noticia: hay esperanza, hay perdón y hay vida nueva en Jesucristo. Usted no tiene que salir de aquí igual que como llegó.',
      'Dios ya hizo su parte. Jesús pagó el precio completo. Ahora lo invita a obedecer el evangelio y a recibir todo lo que Él tiene para usted. ¿Vendrá hoy?',
    ],
    mens: [
      'Varones, Dios nos ha hablado sobre «{theme}». Ahora es tiempo de levantarnos y guiar: en el hogar, en el trabajo y en la casa de Dios. Seamos los hombres que nuestras familias necesitan.',
      'Hermanos, salgamos esta noche con una decisión tomada. No solo con un sentimiento, sino con un compromiso delante de Dios de vivir {reference} con integridad y valor.',
      'Un hombre de Dios no es perfecto, pero está rendido. Que «{theme}» forme el tipo de esposo, padre, hijo y hermano que usted será esta semana.',
    ],
    womens: [
      'Hermanas, Dios ha derramado su Palabra sobre nosotras hoy. Lleven «{theme}» a sus hogares como una lámpara, y dejen que alumbre cada rincón de la vida de su familia.',
      'Usted llegó cargando muchas cosas. Déjelas a los pies de Jesús y llévese la verdad de {reference}. Él es fiel y nunca la dejará.',
      'Mujeres de Dios, ustedes son llamadas, son fuertes en el Señor y son profundamente amadas. Que «{theme}» sea su oración esta semana y su testimonio la próxima.',
    ],
    children: [
      'Niños y niñas, hoy aprendimos sobre «{theme}». Recuerden: Dios los ama, Jesús siempre está con ustedes y pueden obedecerle todos los días.',
      '¡Qué lección tan bonita! El libro de Dios nos habló de «{theme}». Vamos a recordarlo en la casa, en la escuela y cuando juguemos con nuestros amigos.',
      'Antes de irnos, digámoslo todos juntos: «¡Jesús me ama y yo quiero seguirlo!». De eso se trata la lección de hoy.',
    ],
  },

  altarCall: {
    simple: [
      'Ahora es el momento de responderle a Dios. Si usted necesita a Jesús, venga al altar. Venga en arrepentimiento, dejando sus pecados y volviéndose a Él. Pida el bautismo en agua en el nombre de Jesucristo, y Él lavará sus pecados. Pídale que lo llene del Espíritu Santo, y lo hará, tal como lo prometió en Hechos 2:38. Venga ahora.',
      '¿Quiere ser salvo? La Biblia nos muestra el camino en tres pasos: arrepentirse y dejar el pecado, ser bautizado en agua en el nombre de Jesús, y recibir el Espíritu Santo, hablando en otras lenguas como el Espíritu da. Dios tiene un lugar para usted en este altar hoy.',
      'Jesús lo está llamando. Venga a orar. Dígale que le duelen sus pecados y pídale un arrepentimiento de todo corazón. Luego sígalo en el bautismo en el nombre de Jesús. Él lo llenará del Espíritu Santo. No espere más; venga ahora.',
    ],
    standard: [
      'El altar está abierto. Si Dios le ha hablado hoy, no se vaya sin responderle. Los apóstoles dejaron el mensaje bien claro en Hechos 2:38: arrepentirse, bautizarse en el nombre de Jesucristo para el perdón de los pecados y recibir el don del Espíritu Santo. Venga a orar; Dios está listo para encontrarse con usted aquí.',
      'Tal vez usted nunca se ha arrepentido ni ha puesto su vida en orden con Dios. Tal vez nunca ha sido bautizado por inmersión en el nombre de Jesucristo, o nunca ha recibido el Espíritu Santo con la evidencia de hablar en otras lenguas. Hoy la promesa es para usted. Venga al altar y deje que Dios complete su obra en su vida.',
      'Cristo viene otra vez, y viene por una iglesia preparada. No deje su salvación para después. Venga en arrepentimiento, sea bautizado en el nombre de Jesús para el perdón de sus pecados y sea lleno del Espíritu Santo. El altar está abierto y el cielo está escuchando.',
    ],
    theological: [
      'El mensaje de los apóstoles no ha cambiado. El día de Pentecostés, cuando la multitud preguntó qué debía hacer, Pedro respondió con tres pasos que siguen vigentes (Hechos 2:38): el arrepentimiento, el bautismo en el nombre de Jesucristo para el perdón de los pecados y el don del Espíritu Santo. Ese nombre es el nombre del único Dios manifestado en carne. Venga ahora y obedezca el evangelio completo.',
      'La doctrina no es para quedarse en el papel; es para obedecerla. El arrepentimiento transforma el corazón, el bautismo por inmersión en el nombre de Jesucristo sepulta la vida vieja y borra el pecado, y el Espíritu Santo, recibido con la evidencia de hablar en otras lenguas, sella el nuevo nacimiento. Si usted todavía no ha recibido todo lo que Dios promete, el altar está abierto para usted hoy.',
      'El único Dios que habló por medio de los profetas se ha revelado plenamente en Jesucristo, y hoy ofrece su propio Espíritu a todos los que le obedecen. Venga con un arrepentimiento sincero. Sea bautizado en el nombre de Jesús, porque no hay salvación en ningún otro nombre. Reciba el Espíritu Santo y viva en santidad hasta que Él regrese. Lo que Dios hizo con los primeros creyentes lo hará hoy con usted.',
    ],
  },
};
