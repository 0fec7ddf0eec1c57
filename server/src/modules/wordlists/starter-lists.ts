/**
 * The official starter lists (issue 4): public lists by the official account (id 21), seeded at every start, so a
 * new teacher can play at once. Kindergarten and primary themes; 8–20 entries each, lowercase, no repeats (the
 * tests check). Entries are separated by commas; an entry may be a phrase.
 */
export interface StarterList {
  theme: string;
  words: string[];
}

function starter(theme: string, words: string): StarterList {
  return { theme, words: words.split(',').map((w) => w.trim()) };
}

export const STARTER_LISTS: readonly StarterList[] = [
  starter(
    'Animals',
    'cat, dog, cow, pig, horse, sheep, duck, lion, tiger, elephant, monkey, bear, rabbit, frog, bird, snake',
  ),
  starter(
    'Farm Animals',
    'cow, pig, sheep, goat, horse, chicken, duck, goose, donkey, rooster, turkey, lamb, calf, piglet',
  ),
  starter(
    'Sea Animals',
    'fish, shark, whale, dolphin, octopus, crab, jellyfish, starfish, seahorse, turtle, seal, penguin, shrimp, squid',
  ),
  starter(
    'Insects and Bugs',
    'ant, bee, butterfly, ladybird, spider, fly, mosquito, caterpillar, grasshopper, beetle, dragonfly, snail, worm',
  ),
  starter('Colours', 'red, blue, yellow, green, orange, purple, pink, brown, black, white, grey, gold, silver'),
  starter(
    'Numbers 1 to 20',
    'one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, thirteen, fourteen, fifteen, sixteen, seventeen, eighteen, nineteen, twenty',
  ),
  starter(
    'Fruit',
    'apple, banana, orange, grapes, pear, peach, strawberry, cherry, lemon, watermelon, pineapple, mango, kiwi, plum, coconut',
  ),
  starter(
    'Vegetables',
    'carrot, potato, tomato, onion, cabbage, broccoli, corn, peas, beans, cucumber, lettuce, pumpkin, pepper, mushroom',
  ),
  starter(
    'Food',
    'bread, rice, egg, cheese, pizza, noodles, soup, chicken, fish, sandwich, cake, cookie, ice cream, chocolate, salad, hamburger',
  ),
  starter('Drinks', 'water, milk, juice, orange juice, apple juice, tea, hot chocolate, lemonade, smoothie, milkshake'),
  starter(
    'My Body',
    'head, hair, eyes, ears, nose, mouth, teeth, neck, shoulders, arms, hands, fingers, legs, knees, feet, toes',
  ),
  starter('Family', 'mother, father, mum, dad, sister, brother, baby, grandma, grandpa, aunt, uncle, cousin, family'),
  starter(
    'Clothes',
    'shirt, t-shirt, trousers, shorts, skirt, dress, jacket, coat, sweater, hat, cap, socks, shoes, boots, scarf, gloves',
  ),
  starter(
    'Weather',
    'sunny, rainy, cloudy, windy, snowy, stormy, foggy, hot, cold, warm, cool, rainbow, thunder, lightning',
  ),
  starter('Seasons', 'spring, summer, autumn, winter, flowers, sun, leaves, snow, rain, snowman, beach, umbrella'),
  starter(
    'School Things',
    'pencil, pen, rubber, ruler, book, notebook, bag, crayon, scissors, glue, desk, chair, board, sharpener, pencil case',
  ),
  starter(
    'Classroom Instructions',
    'stand up, sit down, listen, look, open your book, close your book, be quiet, raise your hand, line up, clean up',
  ),
  starter(
    'Toys',
    'ball, doll, teddy bear, kite, car, train, robot, puzzle, blocks, yo-yo, balloon, bike, jump rope, drum',
  ),
  starter(
    'Transport',
    'car, bus, train, plane, boat, ship, bike, motorbike, taxi, truck, helicopter, tractor, scooter, rocket',
  ),
  starter(
    'Jobs',
    'teacher, doctor, nurse, farmer, police officer, firefighter, cook, pilot, driver, dentist, vet, baker, singer, artist',
  ),
  starter(
    'Feelings',
    'happy, sad, angry, scared, tired, excited, surprised, hungry, thirsty, sleepy, bored, shy, proud, worried',
  ),
  starter(
    'Action Verbs',
    'run, jump, walk, swim, fly, climb, dance, sing, read, write, draw, eat, drink, sleep, play, throw, catch, kick',
  ),
  starter(
    'My House',
    'house, door, window, roof, stairs, kitchen, bedroom, bathroom, living room, garden, bed, table, sofa, lamp',
  ),
  starter(
    'In the Kitchen',
    'plate, bowl, cup, glass, spoon, fork, knife, pot, pan, fridge, cooker, sink, kettle, toaster',
  ),
  starter(
    'In the Bathroom',
    'toothbrush, toothpaste, soap, towel, shower, bath, toilet, sink, mirror, comb, shampoo, tap',
  ),
  starter(
    'Places in Town',
    'school, park, shop, supermarket, hospital, library, zoo, museum, cinema, restaurant, bank, post office, police station, playground',
  ),
  starter(
    'Playground',
    'slide, swing, seesaw, sandpit, climbing frame, roundabout, bench, ball, hopscotch, tag, hide and seek, skipping rope',
  ),
  starter(
    'Sports',
    'football, basketball, tennis, swimming, running, baseball, volleyball, badminton, skating, skiing, cycling, table tennis, golf, karate',
  ),
  starter(
    'Nature',
    'tree, flower, grass, leaf, sun, moon, star, sky, cloud, river, lake, mountain, hill, forest, sea, rock',
  ),
  starter(
    'Shapes',
    'circle, square, triangle, rectangle, star, heart, oval, diamond, cube, cone, sphere, pentagon, hexagon',
  ),
  starter(
    'Days of the Week',
    'monday, tuesday, wednesday, thursday, friday, saturday, sunday, today, tomorrow, yesterday, weekend',
  ),
  starter(
    'Months of the Year',
    'january, february, march, april, may, june, july, august, september, october, november, december',
  ),
  starter(
    'Musical Instruments',
    'piano, guitar, drum, violin, flute, trumpet, recorder, xylophone, tambourine, triangle, harp, saxophone',
  ),
  starter(
    'Opposites',
    'big, small, hot, cold, happy, sad, fast, slow, tall, short, old, new, open, closed, up, down, day, night',
  ),
  starter(
    'Greetings',
    "hello, goodbye, good morning, good afternoon, good night, how are you, i'm fine, thank you, please, sorry, see you later",
  ),
  starter('Pets', 'dog, cat, fish, rabbit, hamster, bird, parrot, turtle, mouse, guinea pig, puppy, kitten'),
  starter(
    'Wild Animals',
    'lion, tiger, elephant, giraffe, zebra, monkey, bear, hippo, kangaroo, crocodile, panda, wolf, fox, deer, koala',
  ),
  starter(
    'Birthday Party',
    'birthday, cake, candles, present, balloon, party, card, friends, games, music, happy birthday, party hat',
  ),
  starter('Breakfast', 'cereal, toast, butter, jam, eggs, milk, juice, pancakes, honey, yoghurt, bacon, fruit'),
  starter(
    'Daily Routine',
    'wake up, get up, brush my teeth, wash my face, get dressed, have breakfast, go to school, have lunch, do homework, go to bed',
  ),
];
